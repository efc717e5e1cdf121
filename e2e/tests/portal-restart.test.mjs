// `npm start` supervises the API: after a `kill -9` in the middle of a burst of writes the API is
// back and the portal's /ready answers 200 within 10 s (the supervisor's bound, issue 12's acceptance 5),
// every write the API acknowledged is still there, and stopping the portal stops the API with it, even
// a portal killed outright (issue 12, acceptance 5).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures.mjs';
import { freePort } from '../lib/stack.mjs';

const APPLICANT = { run: '44.444.444-4', clave_unica: 'testing' };
const OPERATOR_ORIGIN = 'https://sello.example';
const STARTED = 'Portal Sello Chile Inclusivo:';

/** A valid Chilean RUT (check digit by modulo 11) for a body number, formatted as the forms write it. */
function rut(body) {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const dv = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** Running, and not a zombie: an orphan that has exited waits as one where nothing reaps it (as PID 1 here). */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true; // no /proc: the signal test above is all there is
  }
}

/** Two different ports free right now: the portal's and its API's. */
async function twoFreePorts() {
  const first = await freePort();
  return [first, await freePort([first])];
}

/** `npm start` as an operator runs it (builds already done by the e2e run), on free ports and its own data. */
async function startPortalProcess() {
  const [port, apiPort] = await twoFreePorts();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-start-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, SKIP_BUILD: '1', PORTAL_MODE: 'demo',
      // The operator's list: npm start must pass it on as it is.
      PORTAL_ORIGINS: `${OPERATOR_ORIGIN},http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  /** Started, ended, or still on its way (with what it said so far). */
  const state = () => {
    if (child.exitCode !== null || child.signalCode !== null) return `npm start terminó:\n${output}`;
    return output.includes(STARTED) ? 'iniciado' : `npm start no inició a tiempo:\n${output}`;
  };
  const portal = {
    child,
    exited,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    /** The pid of the API process npm start runs now (it logs each one it starts). */
    apiPid: () => Number([...output.matchAll(/API lista \(pid (\d+)\)/g)].at(-1)?.[1]),
  };
  try {
    await expect.poll(state, { timeout: 180_000 }).toMatch(/^(iniciado|npm start terminó)/);
    expect(state()).toBe('iniciado');
  } catch (error) {
    await stopPortalProcess(portal);
    throw error;
  }
  return portal;
}

/** Leaves nothing behind: the portal stops its API (and the standby); an API still alive is killed. */
async function stopPortalProcess(portal) {
  if (portal.child.exitCode === null && portal.child.signalCode === null) {
    portal.child.kill('SIGTERM');
    await expect
      .poll(() => portal.child.exitCode ?? portal.child.signalCode, { message: 'npm start terminó al pedírselo', timeout: 10_000 })
      .not.toBeNull()
      .catch(() => portal.child.kill('SIGKILL'));
  }
  const apiPid = portal.apiPid();
  if (apiPid && isAlive(apiPid)) process.kill(apiPid, 'SIGKILL');
  rmSync(portal.dataDir, { recursive: true, force: true });
}

test.describe('npm start supervises the API', () => {
  let portal;
  test.afterAll(async () => {
    // A failed run must not leave processes behind.
    if (portal) await stopPortalProcess(portal);
  });

  test('kill -9 of the API mid-burst: back and ready within 10 s, serving writes, no acknowledged write lost; it stops with the portal', async () => {
    test.setTimeout(300_000);
    portal = await startPortalProcess();
    const { base } = portal;
    const api = (route, init = {}) => fetch(`${base}/api${route}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const readyStatus = () => fetch(`${base}/ready`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    // The API allows the operator's origin, and only the origins listed.
    const allowed = await api('/noticias', { headers: { origin: OPERATOR_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(OPERATOR_ORIGIN);
    const other = await api('/noticias', { headers: { origin: 'http://localhost:3000' } });
    expect(other.headers.get('access-control-allow-origin'), 'the default list is not added to the operator\'s').toBeNull();
    // The images the API names are on the operator's address, under the portal's /api/ (not the API's port).
    const pictured = (await (await api('/noticias')).json()).data.find((item) => item.image_url);
    expect(pictured.image_url.startsWith(`${OPERATOR_ORIGIN}/api/media/`), pictured.image_url).toBe(true);

    // Everything below goes through the portal (/api/ is the API under the portal's origin).
    const login = await api('/api/claveunica/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(APPLICANT) });
    expect(login.status, await login.clone().text()).toBe(200);
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const regiones = await (await api('/api/regiones')).json();
    const comunas = await (await api(`/api/comunas/region/${regiones[0].id}`)).json();
    const tipos = await (await api('/api/tipo-instituciones')).json();
    const stamp = Date.now() % 1_000_000;

    /** One application draft per write, each with its own institution RUT; resolves with what the API acknowledged. */
    const acknowledged = [];
    let attempts = 0;
    let refused = 0;
    // Settled while the API serves; from the kill until /ready answers again (backAgain), a promise of that.
    let serving = Promise.resolve();
    let backAgain = () => {};
    async function write() {
      attempts += 1;
      const institucion = rut(70_000_000 + stamp * 10 + attempts);
      const body = {
        nombre_institucion: `Fundación Reinicio ${institucion}`, rut_institucion: institucion, rubro_institucion: 'Servicios',
        tipo_institucion_id: tipos[0].id, direccion_fisica: `Calle Reinicio ${attempts}`, region_id: regiones[0].id,
        comuna_id: comunas[0].id, cant_trabajadores: '120', cant_trabajadores_discapacidad: '2',
      };
      try {
        const response = await api('/api/institucion/postulacion_sellos/store', { method: 'POST', headers: auth, body: JSON.stringify(body) });
        if (response.status === 201) {
          acknowledged.push({ id: (await response.json()).id, rut: institucion });
          return;
        }
        await response.body?.cancel();
      } catch {
        // Refused or cut by the kill: not acknowledged, so nothing is owed.
      }
      refused += 1;
      // While the API is down, write again only once it is back: a flood of refused writes would only
      // slow its restart.
      await serving;
    }

    // Writers keep going, four at a time, from before the kill until after the API is back: each
    // writes again once its last write is answered.
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await write();
    });
    /** Waits for `count` acknowledged writes, or fails after a minute. */
    async function acknowledgedAtLeast(count) {
      await expect.poll(() => acknowledged.length, { message: `escrituras confirmadas (se esperaban ${count})`, timeout: 60_000 }).toBeGreaterThanOrEqual(count);
    }

    async function killAndRecover() {
      await acknowledgedAtLeast(12);
      const firstPid = portal.apiPid();
      expect(isAlive(firstPid), 'npm start names its API process').toBe(true);
      serving = new Promise((resolve) => { backAgain = resolve; });
      const killedAt = Date.now();
      process.kill(firstPid, 'SIGKILL');
      const refusedBeforeKill = refused;

      // /ready, every 100 ms for up to 15 s: first not ready (503), then ready again (200).
      let sawNotReady = false;
      let readyAfterMs = null;
      await expect
        .poll(async () => {
          const status = await readyStatus();
          if (status === 503) sawNotReady = true;
          if (status === 200 && sawNotReady) readyAfterMs = Date.now() - killedAt;
          return readyAfterMs !== null;
        }, { timeout: 15_000, intervals: [100] })
        .toBe(true)
        // Not back within 15 s: said by the assertions below, with the portal's last words.
        .catch(() => {});
      backAgain();
      expect(sawNotReady, '/ready dejó de responder 200 mientras la API no estaba').toBe(true);
      expect(
        readyAfterMs !== null && readyAfterMs <= 10_000,
        `la API volvió y /ready respondió 200 en ${readyAfterMs ?? 'más de 15 000'} ms (máximo 10 000)\n${portal.output().split('\n').filter((line) => !line.startsWith('{')).slice(-15).join('\n')}`,
      ).toBe(true);
      // The kill really fell mid-burst: writes kept arriving while the API was down and were refused
      // (those are the ones nothing is owed for; every acknowledged one is checked below).
      expect(refused, `ninguna escritura llegó mientras la API no estaba (${refused - refusedBeforeKill} rechazadas)`).toBeGreaterThan(refusedBeforeKill);
      test.info().annotations.push({ type: 'diagnostic', description: `API de nuevo lista ${readyAfterMs} ms después del kill -9 (${acknowledged.length} escrituras confirmadas hasta ahora)` });
      // npm start names the new process once its own readiness poll has seen it (a moment after ours).
      await expect.poll(() => portal.apiPid(), { message: 'a new API process', timeout: 30_000 }).not.toBe(firstPid);
      const secondPid = portal.apiPid();
      expect(secondPid, 'a new API process').not.toBe(firstPid);
      expect(isAlive(secondPid)).toBe(true);
      expect(isAlive(firstPid)).toBe(false);

      // A few more acknowledged writes on the new process, then stop writing.
      await acknowledgedAtLeast(acknowledged.length + 8);
      return secondPid;
    }

    let secondPid;
    try {
      secondPid = await killAndRecover();
    } finally {
      writing = false;
      backAgain();
      await Promise.all(writers);
    }

    // Every acknowledged write is there, as written (the same session still valid after the restart).
    for (const { id, rut: institucion } of acknowledged) {
      const response = await api(`/api/postulante/postulaciones/${id}`, { headers: auth });
      expect(response.status, `la postulación ${id} (RUT ${institucion}) se perdió`).toBe(200);
      expect(JSON.stringify(await response.json()).includes(institucion), `la postulación ${id} conserva el RUT ${institucion}`).toBe(true);
    }

    // Stopping the portal stops its API: no orphan keeps the port or the data folder.
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    await expect.poll(() => isAlive(secondPid), { message: 'la API terminó con el portal', timeout: 10_000 }).toBe(false);
    expect(portal.output()).toMatch(/La API terminó \(SIGKILL\); se reinicia/);
  });

  test('production without PORTAL_ORIGINS: refuses to start, saying why', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-start-'));
    const [portalPort, apiPortProduction] = await twoFreePorts();
    const env = { ...process.env, PORT: String(portalPort), API_PORT: String(apiPortProduction), DATA_DIR: dataDir, SKIP_BUILD: '1', PORTAL_MODE: 'production' };
    delete env.PORTAL_ORIGINS;
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code, output).toBe(1);
    expect(output).toMatch(/En producción PORTAL_ORIGINS es obligatoria/);
  });

  test('kill -9 of the portal itself: its first API sees the supervisor gone and stops', async () => {
    test.setTimeout(300_000);
    const killed = await startPortalProcess();
    const apiPid = killed.apiPid();
    try {
      expect(apiPid && isAlive(apiPid), `npm start dijo el pid de su API\n${killed.output()}`).toBeTruthy();
      killed.child.kill('SIGKILL');
      await killed.exited;
      await expect.poll(() => isAlive(apiPid), { message: 'la API no quedó huérfana', timeout: 10_000 }).toBe(false);
    } finally {
      if (isAlive(apiPid)) process.kill(apiPid, 'SIGKILL');
      rmSync(killed.dataDir, { recursive: true, force: true });
    }
  });
});
