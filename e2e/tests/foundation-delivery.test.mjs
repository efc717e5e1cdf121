// Independent delivery and failure isolation with servers of their own: a remote rebuilt with a
// visible change is redeployed without touching the shell's build; runtime.json moves a remote to
// another server; a remote whose server stops costs only its own area.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { buildApp } from '../../scripts/lib/build.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures.mjs';
import { clientNavigate, expectHeading, recordRequests } from '../lib/page.mjs';
import { signOut } from './applicant-helpers.mjs';
import { presetSession, REVIEWER_1 } from './review-helpers.mjs';

const CHANGED_HEADING = 'Preguntas frecuentes (nueva versión)';
// A public page that exists only in the rebuilt mf-public: the shell has never heard of it.
const NEW_PAGE = { path: '/programa-de-mentorias', title: 'Programa de mentorías', heading: 'Programa de mentorías inclusivas' };
// Building a copy of mf-public takes minutes on a busy machine.
const BUILD_TIMEOUT = 600_000;
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
  expect(text.includes('<PageHeading>Preguntas frecuentes</PageHeading>'), 'la página FAQ tiene su encabezado').toBe(true);
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
  expect(routes.includes('  ...notFoundRoutes,'), 'routes.tsx lists the 404 last').toBe(true);
  writeFileSync(routesFile, `import { mentoringRoutes } from '../features/mentoring/routes';\n${routes.replace('  ...notFoundRoutes,', '  ...mentoringRoutes,\n  ...notFoundRoutes,')}`);
  changedDist = path.join(workDir, 'dist');
  await buildApp({ dir: path.relative(repoRoot, workDir) }, { outDir: changedDist, quiet: true });
}

test.afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.describe('independent delivery', () => {
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    await buildChangedPublicRemote();
  });

  test('a redeployed mf-public shows its change and serves a page it adds, while the shell build stays untouched', async ({ startPortal, page }) => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const shellBefore = hashTree(shellDist);
    const portal = await startPortal();
    await page.goto(`${portal.url}/preguntas-frecuentes`);
    await expectHeading(page, 'Preguntas frecuentes');
    await expect(page.locator('main h1')).toHaveText('Preguntas frecuentes');

    // Before the redeploy the new address is mf-public's own 404.
    await page.goto(`${portal.url}${NEW_PAGE.path}`);
    await expectHeading(page, '404 under construction');

    portal.redeploy('mf-public', changedDist);
    await page.goto(`${portal.url}/preguntas-frecuentes`);
    await expectHeading(page, CHANGED_HEADING);
    // The new page is served, titled, with no release of the shell.
    await page.goto(`${portal.url}${NEW_PAGE.path}`);
    await expectHeading(page, NEW_PAGE.heading);
    await expect(page).toHaveTitle(`${NEW_PAGE.title} - Sello`);
    await expect(page.getByRole('banner'), 'inside the portal layout').toBeVisible();
    // Reached from another page by client-side navigation, too.
    await page.goto(`${portal.url}/`);
    await expectHeading(page);
    await clientNavigate(page, NEW_PAGE.path);
    await expectHeading(page, NEW_PAGE.heading);
    expect(hashTree(shellDist), 'la compilación del shell no cambió').toBe(shellBefore);
  });

  test('pointing runtime.json at another server loads the remote from there, no shell rebuild', async ({ startPortal, page }) => {
    const portal = await startPortal();
    const elsewhere = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: changedDist, cors: true }] });
    try {
      const requests = recordRequests(page);
      portal.setRemoteUrl('mf_public', `${elsewhere.url}/mf-manifest.json`);
      const runtime = await (await fetch(`${portal.url}/runtime.json`)).json();
      expect(runtime.remotes.mf_public).toBe(`${elsewhere.url}/mf-manifest.json`);
      await page.goto(`${portal.url}/preguntas-frecuentes`);
      await expectHeading(page, CHANGED_HEADING);
      expect(requests.some((url) => url.startsWith(`${elsewhere.url}/`)), 'el remoto se descargó del otro servidor').toBe(true);
      expect(requests.some((url) => url.includes('/mf/mf-public/')), 'nada del remoto desde su lugar anterior').toBe(false);
    } finally {
      await elsewhere.close();
    }
  });
});

test.describe('runtime.json inlined in the page', () => {
  test('the shell reads the remotes from its page (no request for runtime.json) and a hostile value stays data', async ({ startPortal, page }) => {
    const hostile = 'http://127.0.0.1:9/</script><script>window.__inyectado = true</script>/mf-manifest.json';
    const portal = await startPortal({ overrides: { mf_admin: hostile } });
    const requests = recordRequests(page);
    await page.goto(`${portal.url}/quienes-somos`);
    await expectHeading(page, 'Quiénes somos');
    expect(requests.some((url) => new URL(url).pathname === '/runtime.json'), 'sin petición a runtime.json').toBe(false);
    const inline = await page.evaluate(() => JSON.parse(document.getElementById('sello-runtime')?.textContent ?? 'null'));
    expect(inline.remotes.mf_admin).toBe(hostile);
    expect(await page.evaluate(() => window.__inyectado ?? false)).toBe(false);
  });
});

test.describe('failure isolation', () => {
  test('a remote whose server stopped shows the fallback in its area while the rest works', async ({ startPortal, newPage, apiUrl }) => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-reviewer-'));
    cpSync(path.join(repoRoot, 'mf-reviewer/dist'), tmp, { recursive: true });
    const reviewerServer = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: tmp, cors: true }] });
    try {
      const portal = await startPortal({ overrides: { mf_reviewer: `${reviewerServer.url}/mf-manifest.json` } });
      const { context, page } = await newPage();
      // The reviewer area is behind sign-in: a reviewer's session, so the page is mf-reviewer's own
      // (its own sign-in, not the worker's shared one: the test signs out).
      await presetSession(context, apiUrl, REVIEWER_1);
      await page.goto(`${portal.url}/revisor/postulaciones`);
      await expectHeading(page, 'Postulaciones asignadas');
      await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);

      await reviewerServer.close();
      await page.reload();
      await expect(page.getByText('Esta sección no está disponible en este momento')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cambiar a tema oscuro' })).toBeVisible();

      // Out of the broken area, the public pages (mf-public) and the staff sign-in (mf-admin) work.
      await page.getByRole('link', { name: 'Salir del panel de administración' }).first().click();
      await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
      await expectHeading(page, 'Preguntas frecuentes');
      await signOut(page);
      await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
      await expectHeading(page, 'Iniciar sesión');
      await expect(page.getByText('Esta sección no está disponible en este momento')).toHaveCount(0);
    } finally {
      await reviewerServer.close().catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
