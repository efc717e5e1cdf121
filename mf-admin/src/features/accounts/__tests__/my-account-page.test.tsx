import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { myAccountRoutes } from '../routes';

describe('/admin/cuenta', () => {
  beforeEach(() => signInAs('admin'));

  it("'Activar verificación en dos pasos' gives way to the enrolment with focus on the section's heading, not on <body>", async () => {
    fakeApi()
      .on('GET', /^\/api\/cuenta$/, { body: {
        user: { id: 1, name: 'Ana', lastname: 'Administradora', email: 'admin@sello.test', role: 'admin' },
        sesion: { expira_en: '2099-01-01T00:00:00Z', inactividad_minutos: 30 },
        segundo_factor: { inscrito: false, requerido: false, codigos_restantes: 0 },
      } })
      .on('POST', /^\/api\/cuenta\/2fa\/inicio$/, { body: { secreto: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Sello:admin?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } });
    renderRoutes(myAccountRoutes, '/admin/cuenta');
    await userEvent.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Verificación en dos pasos' })).toHaveFocus());
  });
});
