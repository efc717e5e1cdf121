// Public pages arrive server-rendered (issue 11): readable with JavaScript disabled (acceptance 2),
// hydrated without moving focus, scroll or nodes and without a hydration error (4), rendered from
// the mf-public release the runtime configuration names at that moment, with content changes in
// the next HTML (5), and back to client rendering when the remote cannot be rendered (6).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { buildApp } from '../../scripts/lib/build.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures.mjs';
import { expectHeading, expectHydrated, presetDisplay } from '../lib/page.mjs';
import { demoSlug, publicRoutes } from './public-helpers.mjs';
import { ADMIN, staffToken } from './review-helpers.mjs';

const url = (route, base) => new URL(route, base).href;
// Building a copy of mf-public takes minutes on a busy machine.
const BUILD_TIMEOUT = 600_000;
const cleanup = [];
test.afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** The public routes a search engine may see (sign-in is client-rendered business). */
async function ssrRoutes(apiUrl) {
  return publicRoutes(await demoSlug(apiUrl)).filter((route) => route !== '/login');
}

/** Console errors and uncaught errors of a page (hydration mismatches are reported there). */
function recordErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(/\.js(\?|$)/);
  };
}

/**
 * Hydration runs in a transition (it yields to the browser between slices of work) and the shell's
 * focus manager acts in the frame after its commit: what hydrating does to focus, scroll and styles
 * is done once the browser finds the page idle and a frame has run since.
 */
async function settled(page) {
  await page.evaluate(() => new Promise((resolve) => {
    requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }));
}

test.describe('páginas públicas desde el servidor', () => {
  test('sin JavaScript cada ruta pública muestra su h1 y su contenido', async ({ newPage, apiUrl }) => {
    const slug = await demoSlug(apiUrl);
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    const institutions = await (await fetch(new URL('instituciones-reconocidas', apiUrl))).json();
    const year = institutions[0].anno_certificacion;
    const ofYear = institutions.filter((institution) => institution.anno_certificacion === year);
    const { page } = await newPage({ javaScriptEnabled: false });
    for (const route of await ssrRoutes(apiUrl)) {
      await page.goto(route);
      const heading = page.locator('main h1');
      await expect(heading, `h1 en ${route}`).toHaveCount(1);
      await expect(heading, `h1 visible en ${route}`).toBeVisible();
      expect((await page.locator('main').innerText()).trim().length, `contenido en ${route}`).toBeGreaterThan(100);
      await expect(page.locator('main [role="status"]', { hasText: /Cargando/ }), `nada "Cargando…" en ${route}`).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Noticias' }).getByRole('article'), 'las 3 últimas noticias').toHaveCount(3);
    await expect(page.getByRole('link', { name: /Descargar bases/ }).first(), 'el enlace a las bases').toBeVisible();
    await page.goto('/noticias');
    await expect(page.locator('main').getByRole('article'), '9 noticias por página').toHaveCount(9);
    await page.goto(`/noticias/detail/${slug}`);
    await expect(page.locator('main h1')).toHaveText(item.titulo);
    await page.goto(`/instituciones-reconocidas?anno=${year}`);
    const cards = page.locator('main').getByRole('article');
    await expect(cards, `las instituciones de ${year}`).toHaveCount(ofYear.length);
    for (const institution of ofYear) await expect(page.locator('main').getByText(institution.titulo, { exact: true }).first()).toBeVisible();
    // The year filter works without JavaScript too: a GET form with a 'Filtrar' button.
    await page.goto('/instituciones-reconocidas');
    await page.getByLabel('Año de certificación').selectOption(String(year));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL((address) => address.searchParams.get('anno') === String(year));
    await expect(page.locator('main').getByRole('article'), `el filtro sin JavaScript muestra las de ${year}`).toHaveCount(ofYear.length);
    await page.goto('/');
    await page.getByLabel('Año de certificación').selectOption(String(year));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL((address) => address.pathname === '/instituciones-reconocidas' && address.searchParams.get('anno') === String(year));
    await expect(page.locator('main').getByRole('article'), `desde la portada, las de ${year}`).toHaveCount(ofYear.length);
    await page.goto('/preguntas-frecuentes');
    const questions = await page.locator('main h2').count();
    expect(questions, 'las preguntas').toBeGreaterThanOrEqual(5);
    const answers = page.locator('main [data-part="item-content"]');
    await expect(answers).toHaveCount(questions);
    for (let index = 0; index < questions; index += 1) await expect(answers.nth(index), `respuesta ${index + 1} visible sin JavaScript`).toBeVisible();
  });

  test('el HTML trae la página, su CSS y sus datos, y una caché compartida puede guardarlo unos segundos', async ({ baseURL, startPortal }) => {
    // With the operator's public address (without one, the page names the Host it was asked on: private).
    const configured = await startPortal({ env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
    const response = await fetch(url('/noticias', configured.url));
    const html = await response.text();
    expect(response.headers.get('cache-control') ?? '').toMatch(/public/);
    expect(response.headers.get('cache-control') ?? '').toMatch(/s-maxage=\d+/);
    expect(response.headers.get('cache-control') ?? '').toMatch(/stale-while-revalidate=\d+/);
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).toMatch(/<h1[^>]*>Noticias<\/h1>/);
    expect(html).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    expect(html).toMatch(/<script id="sello-ssr" type="application\/json">/);
    // Nothing in a page a shared cache keeps is particular to one answer (no CSP nonce).
    expect(html).not.toMatch(/\snonce=/);
    expect(response.headers.get('content-security-policy') ?? '').not.toMatch(/'nonce-/);
    expect(html, 'sin el aviso de JavaScript: la página se lee sin él').not.toMatch(/Para usar el portal .* activar JavaScript/);
    // Pages that are not public stay client-rendered and uncached.
    const admin = await fetch(url('/admin/login', baseURL));
    expect(await admin.text()).not.toContain('id="sello-ssr"');
    expect(admin.headers.get('cache-control') ?? '').toMatch(/^(private, )?no-cache$/);
  });

  test('al hidratar, el foco, la posición de lectura y los nodos se quedan; sin errores de hidratación', async ({ newPage, apiUrl }) => {
    for (const route of await ssrRoutes(apiUrl)) {
      // A page of its own for each route, closed after it: one page at a time on a small machine.
      const { context, page } = await newPage({ viewport: { width: 1280, height: 600 } });
      const errors = recordErrors(page);
      const apiCalls = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'commit' });
      await expect(page.locator('main h1')).toBeVisible();
      // The visitor reads on and tabs to a link before any script has run.
      await page.evaluate(() => {
        window.__serverHeading = document.querySelector('main h1');
        window.__serverGlobalStyles = [...document.querySelectorAll('style[data-emotion^="css-global"]')];
        // A style tag taken out of the document (emotion moving it) makes the browser re-apply every
        // style sheet to the whole page in the middle of hydrating.
        window.__movedStyles = [];
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'STYLE') window.__movedStyles.push(node.dataset.emotion);
        }).observe(document.head, { childList: true });
        const links = [...document.querySelectorAll('footer a[href], main a[href]')];
        const link = links[links.length - 1];
        window.__focused = link;
        link.focus();
        window.scrollTo(0, 120);
      });
      const before = await page.evaluate(() => ({ y: window.scrollY, focused: document.activeElement === window.__focused }));
      expect(before.focused, `foco puesto en ${route}`).toBe(true);
      await release();
      await expectHydrated(page);
      await settled(page);
      const state = await page.evaluate(() => ({
        sameHeading: document.querySelector('main h1') === window.__serverHeading,
        focused: document.activeElement === window.__focused,
        y: window.scrollY,
        announced: document.querySelector('[data-testid="anunciador-de-ruta"]')?.textContent ?? '',
        // Chakra's reset, global CSS and token variables: the server's tags, adopted, none added.
        globalStyles: window.__serverGlobalStyles.length,
        globalStylesAdopted: [...document.querySelectorAll('style[data-emotion^="css-global"]')].every((tag) => window.__serverGlobalStyles.includes(tag)),
        movedStyles: window.__movedStyles,
      }));
      expect(state.sameHeading, `React adoptó el HTML del servidor en ${route}`).toBe(true);
      expect(state.focused, `el foco sigue en el enlace en ${route}`).toBe(true);
      expect(state.y, `la posición de lectura no cambió en ${route}`).toBe(before.y);
      expect(state.announced, `nada anunciado en la primera carga de ${route}`).toBe('');
      expect(state.globalStyles > 0 && state.globalStylesAdopted, `los estilos globales del servidor se adoptan, no se insertan de nuevo, en ${route}`).toBe(true);
      expect(state.movedStyles, `los estilos del servidor se quedan donde están en ${route}`).toEqual([]);
      expect(errors, `sin errores en la consola en ${route}`).toEqual([]);
      // What the page shows came with its HTML: the browser does not ask the API for it again.
      expect(apiCalls, `sin llamadas a la API al cargar ${route}`).toEqual([]);
      await context.close();
    }
  });

  test('la página se pinta con sus imágenes antes de que llegue su JavaScript; una página sin HTML del servidor lo carga como antes', async ({ newPage, apiUrl }) => {
    // When the shell's entry script was asked for, against the page's load event and its pictures.
    const timing = (page) =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        const resources = performance.getEntriesByType('resource');
        const entry = resources.find((resource) => /^\/main\.[0-9a-f]+\.js$/.test(new URL(resource.name).pathname));
        // The pictures the page shows at once (the ones further down load lazily, later).
        const eager = new Set([...document.querySelectorAll('main img:not([loading="lazy"])')].map((image) => image.currentSrc));
        const pictures = resources.filter((resource) => eager.has(resource.name));
        return { entryAt: entry?.startTime, loadedAt: navigation.loadEventEnd, pictures: pictures.length, picturesAt: Math.max(...pictures.map((picture) => picture.responseEnd)) };
      });
    for (const route of ['/', '/noticias', `/noticias/detail/${await demoSlug(apiUrl)}`]) {
      const { context, page } = await newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const errors = recordErrors(page);
      await page.goto(route);
      await expectHydrated(page);
      const { entryAt, loadedAt, pictures, picturesAt } = await timing(page);
      expect(pictures, `${route} tiene imágenes`).toBeGreaterThan(0);
      expect(entryAt, `${route}: el script se pide después de cargar la página (${entryAt} ms, carga ${loadedAt} ms)`).toBeGreaterThan(loadedAt);
      expect(entryAt, `${route}: y después de sus imágenes (${picturesAt} ms)`).toBeGreaterThan(picturesAt);
      expect(errors, `sin errores en la consola en ${route}`).toEqual([]);
      await context.close();
    }
    // Sign-in has no server-rendered HTML: its script is what paints it, deferred as before.
    const { page } = await newPage();
    await page.goto('/login');
    await expect(page.locator('main h1')).toBeVisible();
    const { entryAt, loadedAt } = await timing(page);
    expect(entryAt, `/login pide su script antes de cargar (${entryAt} ms, carga ${loadedAt} ms)`).toBeLessThan(loadedAt);
  });

  test('una imagen que no termina de llegar no deja la página sin hidratar', async ({ page }) => {
    const errors = recordErrors(page);
    // The pictures never arrive, so the page's load event never comes.
    await page.route(/\/api\/media\//, () => undefined);
    await page.goto('/noticias', { waitUntil: 'domcontentloaded' });
    await expectHydrated(page);
    expect(await page.evaluate(() => document.readyState), 'la página sigue sin terminar de cargar').toBe('interactive');
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expectHeading(page, 'Preguntas frecuentes');
    await expect(page.locator('main h1')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('un año elegido con el teclado antes de hidratar se aplica al hidratar', async ({ newPage }) => {
    for (const { route, select } of [{ route: '/instituciones-reconocidas', select: '#filtro-anno' }, { route: '/', select: '#home-filtro-anno' }]) {
      const { page } = await newPage();
      const errors = recordErrors(page);
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'commit' });
      await expect(page.locator(select)).toBeVisible();
      // The served select works without its script: the arrow key chooses the next option.
      await page.locator(select).focus();
      await page.keyboard.press('ArrowDown');
      const chosen = await page.locator(select).inputValue();
      expect(chosen, `la flecha eligió un año en ${route}`).toMatch(/^\d{4}$/);
      await release();
      await expectHydrated(page);
      // The list follows the chosen year; the count (or the empty list's message) names it.
      await expect(page.locator('main [aria-live="polite"]', { hasText: chosen })).toBeVisible();
      if (route !== '/') await expect(page).toHaveURL((address) => address.search === `?anno=${chosen}`);
      await expect(page.locator(select)).toHaveValue(chosen);
      await expect(page.locator(select), `el foco sigue en la lista en ${route}`).toBeFocused();
      expect(errors).toEqual([]);
    }
  });

  test('tema oscuro, letra 1.4 y una sesión guardados: hidrata sin desajustes y luego muestra lo guardado', async ({ pageAs }) => {
    // The server renders the signed-out header; the stored session changes it after hydration.
    const { context, page } = await pageAs('admin');
    await presetDisplay(context, { theme: 'Dark', fontScale: 1.4 });
    const errors = recordErrors(page);
    await page.goto('/noticias');
    await expectHydrated(page);
    // Once hydrated, the toolbar and the header follow what was stored.
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Postular', exact: true })).toHaveCount(0);
    const display = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      scale: document.documentElement.style.getPropertyValue('--sello-font-scale'),
    }));
    expect(display).toEqual({ dark: true, scale: '1.4' });
    expect(errors).toEqual([]);
  });

  test('una navegación en el navegador después de hidratar mueve el foco al h1 y la anuncia', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Noticias', exact: true }).click();
    await expectHeading(page, 'Noticias');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByTestId('anunciador-de-ruta')).toHaveText('Noticias');
  });

  test('una noticia publicada en el administrador está en el siguiente HTML de /noticias', async ({ baseURL, apiUrl }) => {
    await fetch(url('/noticias', baseURL)).then((response) => response.text());
    const token = await staffToken(apiUrl, ADMIN);
    const titulo = `Noticia del HTML del servidor ${Date.now()}`;
    const form = new FormData();
    form.set('titulo', titulo);
    form.set('cuerpo', '<p>Publicada por la prueba de HTML primero.</p>');
    const created = await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(200);
    const item = await created.json();
    // The very next HTML: the portal keeps no copy of a page past a change of its data.
    expect(await (await fetch(url('/noticias', baseURL))).text(), 'la noticia nueva está en el siguiente HTML').toContain(titulo);
    // Removed again: gone from the next HTML too.
    expect((await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await (await fetch(url('/noticias', baseURL))).text()).not.toContain(titulo);
  });
});

const CHANGED_HEADING = 'Preguntas frecuentes (versión del servidor)';

/** mf-public's sources copied inside the repository with a changed FAQ heading, built into its own folder. */
async function buildChangedRelease() {
  const cacheDir = path.join(repoRoot, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const workDir = mkdtempSync(path.join(cacheDir, 'e2e-html-first-'));
  cleanup.push(workDir);
  const source = path.join(repoRoot, 'mf-public');
  for (const entry of ['src', 'package.json', 'rspack.config.ts']) cpSync(path.join(source, entry), path.join(workDir, entry), { recursive: true });
  if (existsSync(path.join(source, 'node_modules'))) symlinkSync(path.join(source, 'node_modules'), path.join(workDir, 'node_modules'));
  const config = path.join(workDir, 'rspack.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'../rspack.base'", JSON.stringify(path.join(repoRoot, 'rspack.base'))));
  const page = path.join(workDir, 'src/features/faq/routes/faq-page.tsx');
  const text = readFileSync(page, 'utf8');
  expect(text).toContain('<PageHeading>Preguntas frecuentes</PageHeading>');
  writeFileSync(page, text.replace('<PageHeading>Preguntas frecuentes</PageHeading>', `<PageHeading>${CHANGED_HEADING}</PageHeading>`));
  const dist = path.join(workDir, 'dist');
  await buildApp({ dir: path.relative(repoRoot, workDir) }, { outDir: dist, quiet: true });
  return dist;
}

const headingOf = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test.describe('versiones de mf-public y caídas, con un portal propio', () => {
  let changedDist;
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    changedDist = await buildChangedRelease();
  });

  test('una versión nueva registrada en la configuración se usa en la siguiente petición, sin reiniciar el portal', async ({ startPortal, page }) => {
    const portal = await startPortal();
    const elsewhere = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: changedDist, cors: true }] });
    try {
      expect(headingOf(await (await fetch(url('/preguntas-frecuentes', portal.url))).text())).toBe('Preguntas frecuentes');
      portal.setRemoteUrl('mf_public', `${elsewhere.url}/mf-manifest.json`);
      const html = await (await fetch(url('/preguntas-frecuentes', portal.url))).text();
      expect(headingOf(html), 'el HTML siguiente viene de la versión nueva').toBe(CHANGED_HEADING);
      expect(html, 'y la página hidrata con esa misma versión').toContain(`"mf_public":"${elsewhere.url}/mf-manifest.json"`);

      const errors = recordErrors(page);
      await page.goto(url('/preguntas-frecuentes', portal.url));
      await expectHydrated(page);
      await expect(page.locator('main h1')).toHaveText(CHANGED_HEADING);
      expect(errors, 'hidratada sin desajustes').toEqual([]);

      // And back: the previous release is again what the next request gets.
      portal.setRemoteUrl('mf_public', null);
      expect(headingOf(await (await fetch(url('/preguntas-frecuentes', portal.url))).text())).toBe('Preguntas frecuentes');
    } finally {
      await elsewhere.close();
    }
  });

  test('mf-public caído: las páginas públicas muestran el aviso en español; el resto del sitio sigue', async ({ startPortal, page }) => {
    const portal = await startPortal({ overrides: { mf_public: 'http://127.0.0.1:9/mf-manifest.json' } });
    const response = await fetch(url('/noticias', portal.url));
    const html = await response.text();
    expect(html, 'sin HTML del servidor').not.toContain('id="sello-ssr"');
    expect(response.headers.get('cache-control'), 'y sin caché compartida').toBe('no-store');
    await page.goto(url('/noticias', portal.url));
    await expectHeading(page, 'Sección no disponible');
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeVisible();
    await page.goto(url('/admin/login', portal.url));
    await expectHeading(page);
    await expect(page.locator('main h1')).not.toHaveText('Sección no disponible');
  });

  test('una versión de mf-public sin paquete de servidor se sirve como antes: renderizada en el navegador', async ({ startPortal, page }) => {
    const cacheDir = path.join(repoRoot, '.cache');
    mkdirSync(cacheDir, { recursive: true });
    const dist = mkdtempSync(path.join(cacheDir, 'e2e-no-ssr-'));
    cleanup.push(dist);
    cpSync(path.join(repoRoot, 'mf-public/dist'), dist, { recursive: true });
    rmSync(path.join(dist, 'server'), { recursive: true, force: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    delete manifest.metaData.ssrRemoteEntry;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const portal = await startPortal({ dists: { 'mf-public': dist } });
    const html = await (await fetch(url('/noticias', portal.url))).text();
    expect(html).not.toContain('id="sello-ssr"');
    const errors = recordErrors(page);
    await page.goto(url('/noticias', portal.url));
    await expectHeading(page, 'Noticias');
    await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
