// Independent delivery and failure isolation with servers of their own: a remote rebuilt with a
// visible change is redeployed without touching the shell's build; runtime.json moves a remote to
// another server; a remote whose server stops costs only its own area.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { buildApp } from '../../scripts/lib/build.mjs';
import { startPortal } from '../../scripts/lib/portal.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { newPage, recordRequests, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { signOut } from './applicant-helpers.mjs';
import { presetSession, REVIEWER_1 } from './review-helpers.mjs';
import { clientNavigate } from '../lib/pages.mjs';

const { apiUrl } = suiteEnv();
const CHANGED_HEADING = 'Preguntas frecuentes (nueva versión)';
// A public page that exists only in the rebuilt mf-public: the shell has never heard of it.
const NEW_PAGE = { path: '/programa-de-mentorias', title: 'Programa de mentorías', heading: 'Programa de mentorías inclusivas' };
const browser = useBrowser();
let workDir;
let changedDist;

function hashTree(dir, hash = createHash('sha256')) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === '.build-stamp') continue;
    hash.update(entry.name);
    if (entry.isDirectory()) hashTree(path.join(dir, entry.name), hash);
    else hash.update(readFileSync(path.join(dir, entry.name)));
  }
  return hash.copy().digest('hex');
}

/** Copies mf-public's sources inside the repo (so workspace packages resolve), changes a heading, builds. */
async function buildChangedPublicRemote() {
  const cacheDir = path.join(repoRoot, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  workDir = mkdtempSync(path.join(cacheDir, 'e2e-mf-public-'));
  const source = path.join(repoRoot, 'mf-public');
  for (const entry of ['src', 'package.json', 'rspack.config.ts']) {
    cpSync(path.join(source, entry), path.join(workDir, entry), { recursive: true });
  }
  // Packages npm installed inside the workspace (version conflicts with the root) must resolve too.
  if (existsSync(path.join(source, 'node_modules'))) symlinkSync(path.join(source, 'node_modules'), path.join(workDir, 'node_modules'));
  const config = path.join(workDir, 'rspack.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'../rspack.base'", JSON.stringify(path.join(repoRoot, 'rspack.base'))));
  const page = path.join(workDir, 'src/features/faq/routes/faq-page.tsx');
  const text = readFileSync(page, 'utf8');
  assert.ok(text.includes('<PageHeading>Preguntas frecuentes</PageHeading>'), 'la página FAQ tiene su encabezado');
  writeFileSync(page, text.replace('<PageHeading>Preguntas frecuentes</PageHeading>', `<PageHeading>${CHANGED_HEADING}</PageHeading>`));
  // A new feature, added the way mf-public's routes.tsx asks: its own folder, its routes listed there.
  mkdirSync(path.join(workDir, 'src/features/mentoring'), { recursive: true });
  writeFileSync(path.join(workDir, 'src/features/mentoring/routes.tsx'), `import { PageHeading, Text, type PortalRoute } from '@sello/shared-ui';

function MentoringPage() {
  return (
    <>
      <PageHeading>${NEW_PAGE.heading}</PageHeading>
      <Text>Una página nueva publicada solo con mf-public.</Text>
    </>
  );
}

export const mentoringRoutes: PortalRoute[] = [{ path: '${NEW_PAGE.path}', handle: { title: '${NEW_PAGE.title}' }, element: <MentoringPage /> }];
`);
  const routesFile = path.join(workDir, 'src/app/routes.tsx');
  const routes = readFileSync(routesFile, 'utf8');
  assert.ok(routes.includes('  ...notFoundRoutes,'), 'routes.tsx lists the 404 last');
  writeFileSync(routesFile, `import { mentoringRoutes } from '../features/mentoring/routes';\n${routes.replace('  ...notFoundRoutes,', '  ...mentoringRoutes,\n  ...notFoundRoutes,')}`);
  changedDist = path.join(workDir, 'dist');
  await buildApp({ dir: path.relative(repoRoot, workDir) }, { outDir: changedDist, quiet: true });
}

after(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('independent delivery', () => {
  before(buildChangedPublicRemote);

  it('a redeployed mf-public shows its change and serves a page it adds, while the shell build stays untouched', async () => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const shellBefore = hashTree(shellDist);
    const portal = await startPortal({ port: 0, apiBase: apiUrl ?? 'http://localhost:4000/' });
    try {
      const { context, page } = await newPage(browser());
      await page.goto(`${portal.url}/preguntas-frecuentes`);
      await waitForHeading(page, 'Preguntas frecuentes');
      assert.equal((await page.locator('main h1').textContent())?.trim(), 'Preguntas frecuentes');

      // Before the redeploy the new address is mf-public's own 404.
      await page.goto(`${portal.url}${NEW_PAGE.path}`);
      await waitForHeading(page, '404 under construction');

      portal.redeploy('mf-public', changedDist);
      await page.goto(`${portal.url}/preguntas-frecuentes`);
      await waitForHeading(page, CHANGED_HEADING);
      // The new page is served, titled, with no release of the shell.
      await page.goto(`${portal.url}${NEW_PAGE.path}`);
      await waitForHeading(page, NEW_PAGE.heading);
      await page.waitForFunction((title) => document.title === title, `${NEW_PAGE.title} - Sello`);
      assert.ok(await page.getByRole('banner').isVisible(), 'inside the portal layout');
      // Reached from another page by client-side navigation, too.
      await page.goto(`${portal.url}/`);
      await waitForHeading(page);
      await clientNavigate(page, NEW_PAGE.path);
      await waitForHeading(page, NEW_PAGE.heading);
      assert.equal(hashTree(shellDist), shellBefore, 'la compilación del shell no cambió');
      await context.close();
    } finally {
      await portal.close();
    }
  });

  it('pointing runtime.json at another server loads the remote from there, no shell rebuild', async () => {
    const portal = await startPortal({ port: 0, apiBase: apiUrl ?? 'http://localhost:4000/' });
    const elsewhere = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: changedDist, cors: true }] });
    try {
      const { context, page } = await newPage(browser());
      const requests = recordRequests(page);
      portal.setRemoteUrl('mf_public', `${elsewhere.url}/mf-manifest.json`);
      const runtime = await (await fetch(`${portal.url}/runtime.json`)).json();
      assert.equal(runtime.remotes.mf_public, `${elsewhere.url}/mf-manifest.json`);
      await page.goto(`${portal.url}/preguntas-frecuentes`);
      await waitForHeading(page, CHANGED_HEADING);
      assert.ok(requests.some((url) => url.startsWith(`${elsewhere.url}/`)), 'el remoto se descargó del otro servidor');
      assert.ok(!requests.some((url) => url.includes('/mf/mf-public/')), 'nada del remoto desde su lugar anterior');
      await context.close();
    } finally {
      await Promise.all([portal.close(), elsewhere.close()]);
    }
  });
});

describe('runtime.json inlined in the page', () => {
  it('the shell reads the remotes from its page (no request for runtime.json) and a hostile value stays data', async () => {
    const hostile = 'http://127.0.0.1:9/</script><script>window.__inyectado = true</script>/mf-manifest.json';
    const portal = await startPortal({ port: 0, apiBase: apiUrl ?? 'http://localhost:4000/', overrides: { mf_admin: hostile } });
    try {
      const { context, page } = await newPage(browser());
      const requests = recordRequests(page);
      await page.goto(`${portal.url}/quienes-somos`);
      await waitForHeading(page, 'Quiénes somos');
      assert.ok(!requests.some((url) => new URL(url).pathname === '/runtime.json'), 'sin petición a runtime.json');
      const inline = await page.evaluate(() => JSON.parse(document.getElementById('sello-runtime')?.textContent ?? 'null'));
      assert.equal(inline.remotes.mf_admin, hostile);
      assert.equal(await page.evaluate(() => window.__inyectado ?? false), false);
      await context.close();
    } finally {
      await portal.close();
    }
  });
});

describe('failure isolation', () => {
  it("a remote whose server stopped shows the fallback in its area while the rest works", async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-reviewer-'));
    cpSync(path.join(repoRoot, 'mf-reviewer/dist'), tmp, { recursive: true });
    const reviewerServer = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: tmp, cors: true }] });
    const portal = await startPortal({
      port: 0,
      apiBase: apiUrl ?? 'http://localhost:4000/',
      overrides: { mf_reviewer: `${reviewerServer.url}/mf-manifest.json` },
    });
    try {
      const { context, page } = await newPage(browser());
      // The reviewer area is behind sign-in: a reviewer's session, so the page is mf-reviewer's own.
      await presetSession(context, apiUrl, REVIEWER_1);
      await page.goto(`${portal.url}/revisor/postulaciones`);
      await waitForHeading(page, 'Postulaciones asignadas');
      assert.equal(await page.getByText('Esta sección no está disponible en este momento').count(), 0);

      await reviewerServer.close();
      await page.reload();
      await page.getByText('Esta sección no está disponible en este momento').waitFor({ timeout: 20_000 });
      assert.ok(await page.getByRole('banner').isVisible());
      assert.ok(await page.getByRole('contentinfo').isVisible());
      assert.ok(await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).isVisible());

      // Out of the broken area, the public pages (mf-public) and the staff sign-in (mf-admin) work.
      await page.getByRole('link', { name: 'Salir del panel de administración' }).first().click();
      await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
      await waitForHeading(page, 'Preguntas frecuentes');
      await signOut(page);
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await waitForHeading(page, 'Iniciar sesión');
      assert.equal(await page.getByText('Esta sección no está disponible en este momento').count(), 0);
      await context.close();
    } finally {
      await Promise.allSettled([portal.close(), reviewerServer.close()]);
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
