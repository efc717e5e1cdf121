import type { InstitucionReconocida } from '@sello/shared-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { HomeInstitutions } from '../components/home-institutions';

const institution = (id: number): InstitucionReconocida => ({
  id, titulo: `Institución ${id}`, logo: `media/${id}.png`, logo_url: `http://api.test/media/${id}.png`, logo_alt: `Escudo de la institución ${id}`,
  texto: null, tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: 2026, categoria_id: 1, categoria: 'Gestión Institucional Inclusiva',
  vigencia: 'Vigente', vigente_hasta: 2028, user_id: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
});

describe('home editor: Instituciones reconocidas', () => {
  beforeEach(() => signInAs('admin'));

  it('shows 9 a page with the paginator; a new page sends focus to the section heading, not to <body>', async () => {
    fakeApi().on('GET', /^\/api\/admin\/instituciones$/, { body: Array.from({ length: 20 }, (_, i) => institution(i + 1)) });
    renderRoutes([{ path: '/admin/home-editar', element: <HomeInstitutions /> }], '/admin/home-editar');
    const table = await screen.findByRole('table', { name: 'Instituciones reconocidas' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    await within(table).findByRole('rowheader', { name: 'Institución 1' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nombre', 'Imagen', 'Editar']);
    expect(names()).toEqual(Array.from({ length: 9 }, (_, i) => `Institución ${i + 1}`));
    expect(screen.getByRole('link', { name: 'Agregar institución reconocida' })).toHaveAttribute('href', '/admin/panel/instituciones/crear');

    const pages = screen.getByRole('navigation', { name: 'Páginas de instituciones reconocidas' });
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    within(pages).getByRole('button', { name: 'Página 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(Array.from({ length: 9 }, (_, i) => `Institución ${i + 10}`));
    expect(screen.getByRole('heading', { level: 2, name: 'Instituciones reconocidas' })).toHaveFocus();

    // The last page: 'Página siguiente' is disabled under the keyboard, focus still goes to the heading.
    within(pages).getByRole('button', { name: 'Página siguiente' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Institución 19', 'Institución 20']);
    expect(within(pages).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Instituciones reconocidas' })).toHaveFocus();
  });

  it('shows no paginator while everything fits on one page', async () => {
    fakeApi().on('GET', /^\/api\/admin\/instituciones$/, { body: [institution(1), institution(2)] });
    renderRoutes([{ path: '/admin/home-editar', element: <HomeInstitutions /> }], '/admin/home-editar');
    await screen.findByRole('rowheader', { name: 'Institución 2' });
    expect(screen.queryByRole('navigation', { name: 'Páginas de instituciones reconocidas' })).not.toBeInTheDocument();
  });
});
