import { act, screen, within } from '@testing-library/react';
import { fakeApi, institucion } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { dataKeys } from '../../common/data/page-data';
import { InstitutionsPage } from '../routes/institutions-page';

// Its own file: which server values a page has already shown is kept per module (page-data.tsx `shown`),
// and here the page must be the first one mounted, as when the browser hydrates.
describe('/instituciones-reconocidas hydrating', () => {
  it("hydrates with the server's years: a visitor whose clock shows another year sees the page the server sent", async () => {
    const api = fakeApi();
    const served = [2030, 2029, 2028, 2027, 2026, 2025, 2024, 2023];
    renderPage(<InstitutionsPage />, {
      path: '/instituciones-reconocidas',
      url: '/instituciones-reconocidas?anno=2030',
      data: { [dataKeys.years]: served, [dataKeys.instituciones(2030)]: [institucion(9, 2030, { titulo: 'Corporación del Año Nuevo' })] },
    });
    const select = screen.getByRole('combobox', { name: 'Año de certificación' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['---', ...served.map(String)]);
    expect(select).toHaveValue('2030');
    expect(screen.getByText('1 institución certificada en 2030')).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
  });
});
