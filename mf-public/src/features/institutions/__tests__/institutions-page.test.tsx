import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, institucion } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { filterYears, readYear } from '../../common/components/year-filter';
import { InstitutionsPage } from '../routes/institutions-page';

const all = [
  institucion(1, 2023, { titulo: 'Municipalidad de Valle Alto' }),
  institucion(2, 2024, { titulo: 'Fundación Horizonte Compartido' }),
  institucion(3, 2024, { titulo: 'Universidad Tecnológica del Sur Austral de Chile' }),
];

function serve() {
  return fakeApi()
    .on('GET', /^\/instituciones-reconocidas$/, { body: all })
    .on('GET', /^\/instituciones$/, (url) => ({
      body: all.filter((item) => String(item.anno_certificacion) === url.searchParams.get('anno_certificacion')),
    }));
}

describe('/instituciones-reconocidas', () => {
  it('lists every institution as a card with logo, title, recognition type and year', async () => {
    serve();
    renderPage(<InstitutionsPage />, { path: '/instituciones-reconocidas' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Logo Municipalidad de Valle Alto' })).toHaveAttribute('loading', 'lazy');
    expect(first.getByRole('heading', { name: 'Municipalidad de Valle Alto' })).toBeInTheDocument();
    expect(first.getByText('Gestión Institucional Inclusiva')).toBeInTheDocument();
    expect(first.getByText('Año de certificación: 2023')).toBeInTheDocument();
  });

  it('cuts a long name on screen but keeps it whole for screen readers', async () => {
    serve();
    renderPage(<InstitutionsPage />, { path: '/instituciones-reconocidas' });
    const heading = await screen.findByRole('heading', { name: 'Universidad Tecnológica del Sur Austral de Chile' });
    expect(within(heading).getByText('Universidad Tecnológica del S...')).toHaveAttribute('aria-hidden', 'true');
  });

  it('filters by year, keeps the year in the URL, and "---" shows all again', async () => {
    const api = serve();
    const { location } = renderPage(<InstitutionsPage />, { path: '/instituciones-reconocidas' });
    await screen.findAllByRole('article');
    const select = screen.getByRole('combobox', { name: 'Año de certificación' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['---', ...filterYears().map(String)]);

    // The count is a live region that stays mounted while the year loads, so the new count is read out.
    const count = screen.getByText('3 instituciones');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await userEvent.selectOptions(select, '2024');
    expect(await screen.findByText('2 instituciones certificadas en 2024')).toBe(count);
    expect(screen.getAllByText(/^Año de certificación: /).map((n) => n.textContent)).toEqual([
      'Año de certificación: 2024',
      'Año de certificación: 2024',
    ]);
    expect(location().search).toBe('?anno=2024');
    expect(api.calls.at(-1)?.url.searchParams.get('anno_certificacion')).toBe('2024');

    await userEvent.selectOptions(select, '');
    expect(await screen.findByText('3 instituciones')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('opens with the year from ?anno= and says when a year has none', async () => {
    serve();
    renderPage(<InstitutionsPage />, { path: '/instituciones-reconocidas', url: '/instituciones-reconocidas?anno=2025' });
    expect(await screen.findByText('No hay instituciones reconocidas en 2025.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Año de certificación' })).toHaveValue('2025');
  });

  it('shows Reintentar when the API is down', async () => {
    serve().setDown(true);
    renderPage(<InstitutionsPage />, { path: '/instituciones-reconocidas' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('offers the years up to the current one in Chile', () => {
    expect(filterYears(new Date('2026-06-01T12:00:00Z'))).toEqual([2026, 2025, 2024, 2023]);
    // 22:00 on 31 December in Santiago: already 2027 in UTC, not yet in Chile.
    expect(filterYears(new Date('2027-01-01T01:00:00Z'))).toEqual([2026, 2025, 2024, 2023]);
    expect(filterYears(new Date('2027-01-01T03:00:00Z'))).toEqual([2027, 2026, 2025, 2024, 2023]);
  });

  it('only accepts offered years from the URL', () => {
    expect(readYear('2024', [2024, 2023])).toBe(2024);
    expect(readYear('1999', [2024, 2023])).toBeNull();
    expect(readYear('abc')).toBeNull();
  });
});
