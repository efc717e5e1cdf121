// The demo accounts the API seeds into an empty database (README's table), by role.
export const ACCOUNTS = {
  admin: { email: 'admin@sello.test', password: 'sello-admin-demo', name: 'Ana Administradora' },
  admin2: { email: 'admin2@sello.test', password: 'sello-admin2-demo' },
  revisor: { email: 'revisor@sello.test', password: 'sello-revisor-demo', name: 'Rodrigo Revisor' },
  revisora2: { email: 'revisora2@sello.test', password: 'sello-revisora2-demo', name: 'Rebeca Revisora Dos' },
  revisor3: { email: 'revisor3@sello.test', password: 'sello-revisor3-demo', name: 'Raúl Revisor Tres' },
  // Applicants sign in through the development ClaveÚnica provider.
  postulanteA: { run: '44.444.444-4', clave: 'testing' },
  postulanteB: { run: '55.555.555-5', clave: 'testing' },
  postulanteC: { run: '66.666.666-6', clave: 'testing' },
};

/** Signs a demo account in through the API; answers the session as the portal's store keeps it ({ token, user }). */
export async function apiSession(apiUrl, account) {
  const [path, body] = account.run
    ? ['api/claveunica/login', { run: account.run, clave_unica: account.clave }]
    : ['api/login', { email: account.email, password: account.password }];
  const response = await fetch(new URL(path, apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const session = await response.json();
  if (!session.token) throw new Error(`Sin sesión para ${account.email ?? account.run}: ${JSON.stringify(session)}`);
  return { token: session.token, user: session.user };
}
