// Public pages arrive server-rendered (issue 11): readable with JavaScript disabled (acceptance 2),
// hydrated without moving focus, scroll or nodes and without a hydration error (4), rendered from
// the mf-public release the runtime configuration names at that moment, with content changes in
// the next HTML (5), and back to client rendering when the remote cannot be rendered (6).
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { buildApp } from '../../scripts/lib/build.mjs';
import { startPortal } from '../../scripts/lib/portal.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { newPage, useBrowser, waitForHeading, waitForHydration } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { demoSlug, publicRoutes } from './public-helpers.mjs';
import { ADMIN, presetSession, staffToken } from './review-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (route, base = baseUrl) => new URL(route, base).href;
const browser = useBrowser();
const cleanup = [];
after(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** The public routes a search engine may see (sign-in is client-rendered business). */
async function ssrRoutes() {
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

describe('páginas públicas desde el servidor', () => {
  it('sin JavaScript cada ruta pública muestra su h1 y su contenido', async () => {
    const slug = await demoSlug(apiUrl);
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    const institutions = await (await fetch(new URL('instituciones-reconocidas', apiUrl))).json();
    const year = institutions[0].anno_certificacion;
    const ofYear = institutions.filter((institution) => institution.anno_certificacion === year);
    const { context, page } = await newPage(browser(), { javaScriptEnabled: false });
    for (const route of await ssrRoutes()) {
      await page.goto(url(route));
      const heading = page.locator('main h1');
      assert.equal(await heading.count(), 1, `h1 en ${route}`);
      assert.ok(await heading.isVisible(), `h1 visible en ${route}`);
      assert.ok(((await page.locator('main').innerText()).trim().length) > 100, `contenido en ${route}`);
      assert.equal(await page.locator('main [role="status"]', { hasText: /Cargando/ }).count(), 0, `nada "Cargando…" en ${route}`);
    }
    await page.goto(url('/'));
    assert.equal(await page.getByRole('region', { name: 'Noticias' }).getByRole('article').count(), 3, 'las 3 últimas noticias');
    assert.ok(await page.getByRole('link', { name: /Descargar bases/ }).first().isVisible(), 'el enlace a las bases');
    await page.goto(url('/noticias'));
    assert.equal(await page.locator('main').getByRole('article').count(), 9, '9 noticias por página');
    await page.goto(url(`/noticias/detail/${slug}`));
    assert.equal((await page.locator('main h1').innerText()).trim(), item.titulo);
    await page.goto(url(`/instituciones-reconocidas?anno=${year}`));
    const cards = page.locator('main').getByRole('article');
    assert.equal(await cards.count(), ofYear.length, `las instituciones de ${year}`);
    for (const institution of ofYear) assert.ok(await page.locator('main').getByText(institution.titulo, { exact: true }).first().isVisible());
    // The year filter works without JavaScript too: a GET form with a 'Filtrar' button.
    await page.goto(url('/instituciones-reconocidas'));
    await page.getByLabel('Año de certificación').selectOption(String(year));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((address) => address.searchParams.get('anno') === String(year));
    assert.equal(await page.locator('main').getByRole('article').count(), ofYear.length, `el filtro sin JavaScript muestra las de ${year}`);
    await page.goto(url('/'));
    await page.getByLabel('Año de certificación').selectOption(String(year));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((address) => address.pathname === '/instituciones-reconocidas' && address.searchParams.get('anno') === String(year));
    assert.equal(await page.locator('main').getByRole('article').count(), ofYear.length, `desde la portada, las de ${year}`);
    await page.goto(url('/preguntas-frecuentes'));
    const questions = await page.locator('main h2').count();
    assert.ok(questions >= 5, 'las preguntas');
    const answers = page.locator('main [data-part="item-content"]');
    assert.equal(await answers.count(), questions);
    for (let index = 0; index < questions; index += 1) assert.ok(await answers.nth(index).isVisible(), `respuesta ${index + 1} visible sin JavaScript`);
    await context.close();
  });

  it('el HTML trae la página, su CSS y sus datos, y una caché compartida puede guardarlo unos segundos', async () => {
    // With the operator's public address (without one, the page names the Host it was asked on: private).
    const configured = await startPortal({ port: 0, apiBase: apiUrl, env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
    const response = await fetch(url('/noticias', configured.url));
    await configured.close();
    const html = await response.text();
    assert.match(response.headers.get('cache-control') ?? '', /public/);
    assert.match(response.headers.get('cache-control') ?? '', /s-maxage=\d+/);
    assert.match(response.headers.get('cache-control') ?? '', /stale-while-revalidate=\d+/);
    assert.match(html, /<div id="root"><div/);
    assert.match(html, /<h1[^>]*>Noticias<\/h1>/);
    assert.match(html, /<style data-emotion="css [^"]+" data-s="">/);
    assert.match(html, /<script id="sello-ssr" type="application\/json">/);
    // Nothing in a page a shared cache keeps is particular to one answer (no CSP nonce).
    assert.ok(!/\snonce=/.test(html) && !/'nonce-/.test(response.headers.get('content-security-policy') ?? ''));
    assert.ok(!/Para usar el portal .* activar JavaScript/.test(html), 'sin el aviso de JavaScript: la página se lee sin él');
    // Pages that are not public stay client-rendered and uncached.
    const admin = await fetch(url('/admin/login'));
    assert.ok(!(await admin.text()).includes('id="sello-ssr"'));
    assert.match(admin.headers.get('cache-control') ?? '', /^(private, )?no-cache$/);
  });

  it('al hidratar, el foco, la posición de lectura y los nodos se quedan; sin errores de hidratación', async () => {
    for (const route of await ssrRoutes()) {
      const { context, page } = await newPage(browser(), { viewport: { width: 1280, height: 600 } });
      const errors = recordErrors(page);
      const apiCalls = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      const release = await holdScripts(page);
      await page.goto(url(route), { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
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
      assert.ok(before.focused, `foco puesto en ${route}`);
      await release();
      await waitForHydration(page, 30_000);
      await page.waitForTimeout(300);
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
      assert.ok(state.sameHeading, `React adoptó el HTML del servidor en ${route}`);
      assert.ok(state.focused, `el foco sigue en el enlace en ${route}`);
      assert.equal(state.y, before.y, `la posición de lectura no cambió en ${route}`);
      assert.equal(state.announced, '', `nada anunciado en la primera carga de ${route}`);
      assert.ok(state.globalStyles > 0 && state.globalStylesAdopted, `los estilos globales del servidor se adoptan, no se insertan de nuevo, en ${route}`);
      assert.deepEqual(state.movedStyles, [], `los estilos del servidor se quedan donde están en ${route}`);
      assert.deepEqual(errors, [], `sin errores en la consola en ${route}`);
      // What the page shows came with its HTML: the browser does not ask the API for it again.
      assert.deepEqual(apiCalls, [], `sin llamadas a la API al cargar ${route}`);
      await context.close();
    }
  });

  it('la página se pinta con sus imágenes antes de que llegue su JavaScript; una página sin HTML del servidor lo carga como antes', async () => {
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
      const { context, page } = await newPage(browser(), { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const errors = recordErrors(page);
      await page.goto(url(route));
      await waitForHydration(page, 30_000);
      const { entryAt, loadedAt, pictures, picturesAt } = await timing(page);
      assert.ok(pictures > 0, `${route} tiene imágenes`);
      assert.ok(entryAt > loadedAt, `${route}: el script se pide después de cargar la página (${entryAt} ms, carga ${loadedAt} ms)`);
      assert.ok(entryAt > picturesAt, `${route}: y después de sus imágenes (${picturesAt} ms)`);
      assert.deepEqual(errors, [], `sin errores en la consola en ${route}`);
      await context.close();
    }
    // Sign-in has no server-rendered HTML: its script is what paints it, deferred as before.
    const { context, page } = await newPage(browser());
    await page.goto(url('/login'));
    await page.locator('main h1').waitFor();
    const { entryAt, loadedAt } = await timing(page);
    assert.ok(entryAt < loadedAt, `/login pide su script antes de cargar (${entryAt} ms, carga ${loadedAt} ms)`);
    await context.close();
  });

  it('una imagen que no termina de llegar no deja la página sin hidratar', async () => {
    const { context, page } = await newPage(browser());
    const errors = recordErrors(page);
    // The pictures never arrive, so the page's load event never comes.
    await page.route(/\/api\/media\//, () => undefined);
    await page.goto(url('/noticias'), { waitUntil: 'domcontentloaded' });
    await waitForHydration(page, 15_000);
    assert.equal(await page.evaluate(() => document.readyState), 'interactive', 'la página sigue sin terminar de cargar');
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await waitForHeading(page, 'Preguntas frecuentes');
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('un año elegido con el teclado antes de hidratar se aplica al hidratar', async () => {
    for (const { route, select } of [{ route: '/instituciones-reconocidas', select: '#filtro-anno' }, { route: '/', select: '#home-filtro-anno' }]) {
      const { context, page } = await newPage(browser());
      const errors = recordErrors(page);
      const release = await holdScripts(page);
      await page.goto(url(route), { waitUntil: 'commit' });
      await page.locator(select).waitFor();
      // The served select works without its script: the arrow key chooses the next option.
      await page.locator(select).focus();
      await page.keyboard.press('ArrowDown');
      const chosen = await page.locator(select).inputValue();
      assert.match(chosen, /^\d{4}$/, `la flecha eligió un año en ${route}`);
      await release();
      await waitForHydration(page, 30_000);
      // The list follows the chosen year; the count (or the empty list's message) names it.
      await page.locator('main [aria-live="polite"]', { hasText: chosen }).waitFor({ timeout: 10_000 });
      if (route !== '/') assert.equal(new URL(page.url()).search, `?anno=${chosen}`);
      assert.equal(await page.locator(select).inputValue(), chosen);
      assert.equal(await page.evaluate(() => document.activeElement?.id), select.slice(1), `el foco sigue en la lista en ${route}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('tema oscuro, letra 1.4 y una sesión guardados: hidrata sin desajustes y luego muestra lo guardado', async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript(() => {
      window.localStorage.setItem('theme', 'Dark');
      window.localStorage.setItem('fs', '1.4');
    });
    // The server renders the signed-out header; the stored session changes it after hydration.
    await presetSession(context, apiUrl, ADMIN);
    const errors = recordErrors(page);
    await page.goto(url('/noticias'));
    await waitForHydration(page, 30_000);
    // Once hydrated, the toolbar and the header follow what was stored.
    await page.getByRole('button', { name: 'Cambiar a tema claro' }).first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().waitFor({ timeout: 10_000 });
    assert.equal(await page.getByRole('link', { name: 'Postular', exact: true }).count(), 0);
    const display = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      scale: document.documentElement.style.getPropertyValue('--sello-font-scale'),
    }));
    assert.deepEqual(display, { dark: true, scale: '1.4' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('una navegación en el navegador después de hidratar mueve el foco al h1 y la anuncia', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(url('/'));
    await waitForHydration(page, 30_000);
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Noticias', exact: true }).click();
    await waitForHeading(page, 'Noticias');
    await page.waitForFunction(() => document.activeElement?.matches('main h1'));
    await page.waitForFunction(() => document.querySelector('[data-testid="anunciador-de-ruta"]')?.textContent === 'Noticias');
    await context.close();
  });

  it('una noticia publicada en el administrador está en el siguiente HTML de /noticias', async () => {
    await fetch(url('/noticias')).then((response) => response.text());
    const token = await staffToken(apiUrl, ADMIN);
    const titulo = `Noticia del HTML del servidor ${Date.now()}`;
    const form = new FormData();
    form.set('titulo', titulo);
    form.set('cuerpo', '<p>Publicada por la prueba de HTML primero.</p>');
    const created = await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(created.status, 200);
    const item = await created.json();
    // The very next HTML: the portal keeps no copy of a page past a change of its data.
    assert.ok((await (await fetch(url('/noticias'))).text()).includes(titulo), 'la noticia nueva está en el siguiente HTML');
    // Removed again: gone from the next HTML too.
    assert.equal((await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status, 200);
    assert.ok(!(await (await fetch(url('/noticias'))).text()).includes(titulo));
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
  assert.ok(text.includes('<PageHeading>Preguntas frecuentes</PageHeading>'));
  writeFileSync(page, text.replace('<PageHeading>Preguntas frecuentes</PageHeading>', `<PageHeading>${CHANGED_HEADING}</PageHeading>`));
  const dist = path.join(workDir, 'dist');
  await buildApp({ dir: path.relative(repoRoot, workDir) }, { outDir: dist, quiet: true });
  return dist;
}

const headingOf = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('versiones de mf-public y caídas, con un portal propio', () => {
  it('una versión nueva registrada en la configuración se usa en la siguiente petición, sin reiniciar el portal', async () => {
    const dist = await buildChangedRelease();
    const portal = await startPortal({ port: 0, apiBase: apiUrl });
    const elsewhere = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir: dist, cors: true }] });
    try {
      assert.equal(headingOf(await (await fetch(url('/preguntas-frecuentes', portal.url))).text()), 'Preguntas frecuentes');
      portal.setRemoteUrl('mf_public', `${elsewhere.url}/mf-manifest.json`);
      const html = await (await fetch(url('/preguntas-frecuentes', portal.url))).text();
      assert.equal(headingOf(html), CHANGED_HEADING, 'el HTML siguiente viene de la versión nueva');
      assert.ok(html.includes(`"mf_public":"${elsewhere.url}/mf-manifest.json"`), 'y la página hidrata con esa misma versión');

      const { context, page } = await newPage(browser());
      const errors = recordErrors(page);
      await page.goto(url('/preguntas-frecuentes', portal.url));
      await waitForHydration(page, 30_000);
      assert.equal((await page.locator('main h1').innerText()).trim(), CHANGED_HEADING);
      assert.deepEqual(errors, [], 'hidratada sin desajustes');
      await context.close();

      // And back: the previous release is again what the next request gets.
      portal.setRemoteUrl('mf_public', null);
      assert.equal(headingOf(await (await fetch(url('/preguntas-frecuentes', portal.url))).text()), 'Preguntas frecuentes');
    } finally {
      await Promise.all([portal.close(), elsewhere.close()]);
    }
  });

  it('mf-public caído: las páginas públicas muestran el aviso en español; el resto del sitio sigue', async () => {
    const portal = await startPortal({ port: 0, apiBase: apiUrl, overrides: { mf_public: 'http://127.0.0.1:9/mf-manifest.json' } });
    try {
      const response = await fetch(url('/noticias', portal.url));
      const html = await response.text();
      assert.ok(!html.includes('id="sello-ssr"'), 'sin HTML del servidor');
      assert.equal(response.headers.get('cache-control'), 'no-store', 'y sin caché compartida');
      const { context, page } = await newPage(browser());
      await page.goto(url('/noticias', portal.url));
      await waitForHeading(page, 'Sección no disponible');
      assert.ok(await page.getByRole('navigation', { name: 'Menú principal', exact: true }).isVisible());
      await page.goto(url('/admin/login', portal.url));
      await waitForHeading(page);
      assert.notEqual((await page.locator('main h1').innerText()).trim(), 'Sección no disponible');
      await context.close();
    } finally {
      await portal.close();
    }
  });

  it('una versión de mf-public sin paquete de servidor se sirve como antes: renderizada en el navegador', async () => {
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
    const portal = await startPortal({ port: 0, apiBase: apiUrl, dists: { 'mf-public': dist } });
    try {
      const html = await (await fetch(url('/noticias', portal.url))).text();
      assert.ok(!html.includes('id="sello-ssr"'));
      const { context, page } = await newPage(browser());
      const errors = recordErrors(page);
      await page.goto(url('/noticias', portal.url));
      await waitForHeading(page, 'Noticias');
      await page.locator('main').getByRole('article').first().waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await portal.close();
    }
  });
});
