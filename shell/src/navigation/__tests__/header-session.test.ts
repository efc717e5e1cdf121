import { headerModel } from '../header-session';

const hrefs = (pathname: string, role: string | null) =>
  headerModel(role ? { role } : null, pathname).links.map((link) => link.to);

describe('headerModel', () => {
  it('sends a reviewer to their queue, and inside it shows the queue link and the way out', () => {
    const outside = headerModel({ role: 'revisor' }, '/noticias');
    expect(outside.primary).toEqual({ to: '/revisor/postulaciones', label: 'Panel de administración' });
    expect(outside.links.some((link) => link.to.startsWith('/admin'))).toBe(false);

    const inside = headerModel({ role: 'revisor' }, '/revisor/postulaciones/7');
    expect(inside.primary).toEqual({ to: '/', label: 'Salir del panel de administración' });
    expect(inside.links.map((link) => link.to)).toEqual(['/revisor/postulaciones']);
    expect(inside.logoutTo).toBe('/admin/login');
  });

  it('never offers a reviewer a link into the admin panel, even on an admin URL', () => {
    expect(hrefs('/admin/panel/postulaciones', 'revisor').filter((to) => to.startsWith('/admin'))).toEqual([]);
    expect(headerModel({ role: 'revisor' }, '/admin/panel/noticias').primary.to).toBe('/revisor/postulaciones');
  });

  it('gives an admin the five panel links inside /admin/panel', () => {
    expect(hrefs('/admin/panel/correos', 'admin')).toEqual([
      '/admin/panel/postulaciones',
      '/admin/panel/instituciones',
      '/admin/panel/descargables',
      '/admin/panel/noticias',
      '/admin/panel/usuarios',
    ]);
    expect(headerModel({ role: 'admin' }, '/').primary).toEqual({ to: '/admin/panel/postulaciones', label: 'Panel de administración' });
  });

  it('keeps the panel menu on the staff pages outside /admin/panel: the home editor, and one\'s own account for both roles', () => {
    const adminLinks = hrefs('/admin/panel/postulaciones', 'admin');
    expect(hrefs('/admin/home-editar', 'admin')).toEqual(adminLinks);
    expect(headerModel({ role: 'admin' }, '/admin/home-editar').primary).toEqual({ to: '/', label: 'Salir del panel de administración' });
    expect(hrefs('/admin/cuenta', 'admin')).toEqual(adminLinks);
    expect(hrefs('/admin/cuenta', 'revisor')).toEqual(['/revisor/postulaciones']);
    expect(headerModel({ role: 'revisor' }, '/admin/cuenta').primary).toEqual({ to: '/', label: 'Salir del panel de administración' });
    // Signing in is not the panel.
    expect(hrefs('/admin/login', 'admin')).toEqual(hrefs('/', null));
  });
});
