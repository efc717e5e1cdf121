import { useA11yStore } from '@sello/shared-a11y';
import { act, screen } from '@testing-library/react';
import { RequireApplicant } from '../components/require-applicant';
import { renderRoutes, signInApplicant } from './test-utils';

const routes = [{ element: <RequireApplicant />, children: [{ path: '/postulante/postulaciones-privadas', element: <h1>Página privada</h1> }] }];

describe('RequireApplicant', () => {
  afterEach(() => useA11yStore.getState().clearSession());

  it('sends a visitor without a session to /login with the requested page in volver', async () => {
    renderRoutes(routes, '/postulante/postulaciones-privadas?id=7');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?volver=${encodeURIComponent('/postulante/postulaciones-privadas?id=7')}`,
    );
  });

  it('lets an applicant in', async () => {
    signInApplicant();
    renderRoutes(routes, '/postulante/postulaciones-privadas');
    expect(await screen.findByRole('heading', { name: 'Página privada' })).toBeInTheDocument();
  });

  it('does not let a staff session in', async () => {
    useA11yStore.getState().setSession({ token: 't', user: { name: 'Rita', lastname: 'Rojas', role: 'revisor' } });
    renderRoutes(routes, '/postulante/postulaciones-privadas');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?volver=');
  });

  it('leaves for the login page when the session ends (the API client clears it on a 401)', async () => {
    signInApplicant();
    renderRoutes(routes, '/postulante/postulaciones-privadas');
    await screen.findByRole('heading', { name: 'Página privada' });
    act(() => useA11yStore.getState().clearSession());
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?volver=');
  });
});
