import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { ApiError, NETWORK_ERROR_MESSAGE, claveUnicaLogin, configureApi, getMe, getNoticias, login, logout } from '@sello/shared-api';
import { getRegiones, storeInstitucion } from '@sello/shared-api/applicant';
import { createTestApp, type TestApp } from './helpers/app';

/** The typed client of shared-api against the real server over HTTP, as the portal uses it. */
let t: TestApp;
let base = '';
let token: string | null = null;
let unauthorized = 0;

before(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  configureApi({ baseUrl: `${base}/`, getToken: () => token, onUnauthorized: () => { unauthorized += 1; } });
});
after(async () => {
  await t.close();
});

test('public calls return typed data, pagination accepts a page URL', async () => {
  assert.equal((await getRegiones()).length, 16);
  const first = await getNoticias();
  assert.ok(first.next_page_url);
  const second = await getNoticias(first.next_page_url);
  assert.equal(second.current_page, 2);
});

test('a failed login becomes an ApiError with status and the Spanish message', async () => {
  await assert.rejects(login({ email: 'admin@sello.test', password: 'mala' }), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 401);
    assert.equal(error.message, 'Correo o clave incorrectos.');
    return true;
  });
});

test('validation errors carry the field messages', async () => {
  const session = await claveUnicaLogin({ run: '44.444.444-4', clave_unica: 'testing' });
  token = session.token;
  await assert.rejects(storeInstitucion({} as never), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 422);
    assert.equal(error.fieldError('nombre_institucion'), 'El nombre de la institución es requerido.');
    return true;
  });
});

test('the bearer token is sent; after logout a 401 calls onUnauthorized', async () => {
  assert.equal((await getMe()).user.role, 'postulante');
  await logout();
  await assert.rejects(getMe(), (error: unknown) => error instanceof ApiError && error.status === 401);
  assert.equal(unauthorized, 1);
  token = null;
});

test('an unreachable server gives the Spanish network message with status 0', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:1' });
  await assert.rejects(getRegiones(), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.deepEqual([error.status, error.message], [0, NETWORK_ERROR_MESSAGE]);
    return true;
  });
  configureApi({ baseUrl: base, getToken: () => token });
});
