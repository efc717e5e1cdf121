import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstitucionReconocida } from '@sello/shared-api';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { institutionsRoutes } from '../routes';

const institution = (id: number, titulo: string): InstitucionReconocida => ({
  id, titulo, logo: null, logo_url: null, logo_alt: '', texto: null, tipo_reconocimiento: 'Sello', anno_certificacion: 2025,
  categoria_id: 1, categoria: 'Gestión institucional inclusiva', vigencia: 'Vigente', vigente_hasta: 2027, user_id: null, created_at: '', updated_at: '',
} as InstitucionReconocida);

describe('/admin/panel/instituciones', () => {
  beforeEach(() => signInAs('admin'));

  it('filters as one types, keeps the rows meanwhile and announces how many match', async () => {
    const all = [institution(1, 'Fundación Ñandú'), institution(2, 'Hospital Los Aromos')];
    // The filtered answers are held until the test lets them through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: [] })
      .on('GET', /^\/api\/admin\/instituciones$/, async ({ url }) => {
        const wanted = (url.searchParams.get('institucion') ?? '').toLowerCase();
        if (wanted) await held;
        return { body: all.filter((i) => i.titulo.toLowerCase().includes(wanted)) };
      });
    renderRoutes(institutionsRoutes, '/admin/panel/instituciones');
    expect(await screen.findByText('2 instituciones')).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByLabelText('Institución'), 'hosp');
    await waitFor(() => expect(api.calls.some((c) => c.url.searchParams.get('institucion') === 'hosp')).toBe(true));

    // While the answer is on its way the last rows stay, with their count, and no 'Cargando…'.
    let table = screen.getByRole('table');
    expect(within(table).queryAllByText('Fundación Ñandú')).not.toHaveLength(0);
    expect(within(table).queryAllByText('Hospital Los Aromos')).not.toHaveLength(0);
    expect(screen.getByText('2 instituciones')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('1 institución')).toHaveAttribute('role', 'status');
    table = screen.getByRole('table');
    expect(within(table).queryAllByText('Hospital Los Aromos')).not.toHaveLength(0);
    expect(within(table).queryAllByText('Fundación Ñandú')).toHaveLength(0);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });
});
