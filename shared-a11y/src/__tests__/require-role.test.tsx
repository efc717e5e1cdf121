import { PortalRoutes, useLocation } from '@sello/shared-ui';
import { MemoryRouter } from '@sello/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import { RequireRole, useA11yStore } from '../index';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes
        routes={[{ element: <RequireRole roles={['revisor', 'admin']} />, children: [{ path: '/revisor/postulaciones', element: <h1>Mis postulaciones asignadas</h1> }] }]}
        fallback={<Where />}
      />
    </MemoryRouter>,
  );
}

const signIn = (role: 'admin' | 'revisor' | 'postulante') =>
  useA11yStore.getState().setSession({ token: 't', user: { name: 'Ana', lastname: 'Pérez', role } });

describe('RequireRole', () => {
  afterEach(() => useA11yStore.getState().clearSession());

  it('sends a visitor without a session to the staff sign-in, keeping the page asked for', () => {
    renderAt('/revisor/postulaciones?page=2');
    expect(screen.getByText('/admin/login?volver=%2Frevisor%2Fpostulaciones%3Fpage%3D2')).toBeInTheDocument();
  });

  it('shows the page to an allowed role', () => {
    signIn('revisor');
    renderAt('/revisor/postulaciones');
    expect(screen.getByRole('heading', { name: 'Mis postulaciones asignadas' })).toBeInTheDocument();
  });

  it("sends another role to that role's own area", () => {
    signIn('postulante');
    renderAt('/revisor/postulaciones');
    expect(screen.getByText('/postulante/postulaciones')).toBeInTheDocument();
  });
});
