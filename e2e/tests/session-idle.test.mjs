// The idle timeout (WCAG 2.2.1) for an applicant, on a portal whose sessions end after one minute
// without requests: the warning comes half a minute before the end, is reachable and usable by
// keyboard, keeps the person signed in, or signs them out on the server when they choose so.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startApi, startPortal } from '../../scripts/lib/portal.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { freePorts } from '../lib/ports.mjs';
import { APPLICANT_A, signInVia } from './applicant-helpers.mjs';

const browser = useBrowser();
const LIST = '/postulante/postulaciones';

describe('idle timeout of an applicant session', () => {
  let api;
  let portal;
  let dataDir;

  before(async () => {
    const [apiPort, portalPort] = await freePorts(2);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-idle-'));
    api = await startApi({ port: apiPort, dataDir, origins: [`http://localhost:${portalPort}`], log: () => {}, env: { SESSION_IDLE_MINUTES: '1' } });
    portal = await startPortal({ port: portalPort, apiBase: api.url });
  });
  after(async () => {
    await Promise.allSettled([portal?.close(), api?.stop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns before the end; Seguir conectado keeps the session, Cerrar sesión ahora ends it on the server', async () => {
    const { context, page } = await newPage(browser());
    await signInVia(page, portal.url, LIST, APPLICANT_A);
    await waitForHeading(page, 'Mis postulaciones');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.token);

    // No key or pointer after signing in: the warning comes half a minute before the end.
    const dialog = page.getByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
    await dialog.waitFor({ timeout: 45_000 });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Seguir conectado');
    await expectNoAxeViolations(page, { label: 'aviso de inactividad (postulante)' });
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/sesion/renovar'));
    await page.keyboard.press('Enter');
    assert.equal((await renewed).status(), 200);
    await dialog.waitFor({ state: 'hidden' });
    await waitForHeading(page, 'Mis postulaciones');

    // The next warning: this time the person leaves.
    await dialog.waitFor({ timeout: 45_000 });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Seguir conectado');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cerrar sesión ahora');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    const refused = await fetch(`${api.url}api/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(refused.status, 401, 'the token no longer works on the server');
    await context.close();
  });
});
