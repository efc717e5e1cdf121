import { screen, within } from '@testing-library/react';
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
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: [] })
      .on('GET', /^\/api\/admin\/instituciones$/, ({ url }) => {
        const wanted = (url.searchParams.get('institucion') ?? '').toLowerCase();
        return { body: all.filter((i) => i.titulo.toLowerCase().includes(wanted)) };
      });
    renderRoutes(institutionsRoutes, '/admin/panel/instituciones');
    expect(await screen.findByText('2 instituciones')).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByLabelText('Institución'), 'hosp');
    expect(await screen.findByText('1 institución')).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table');
    expect(within(table).queryAllByText('Hospital Los Aromos')).not.toHaveLength(0);
    expect(within(table).queryAllByText('Fundación Ñandú')).toHaveLength(0);
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });
});
