// Theme and font scale before the first paint (issue 11, acceptance 3): a visitor with the dark
// theme and font scale 1.4 stored sees the very first frame dark and scaled. The page's scripts
// are held back while the first frame is captured, so what the screenshot shows is what the
// server's HTML, its CSS and the inline pre-paint block alone paint (the page's content included);
// then the scripts run and the hydrated page has the same background, with no class or size change
// on <html> in between.
import { test, expect } from '../fixtures.mjs';
import { expectHeading, twoFrames } from '../lib/page.mjs';
import { useDisplay } from './public-helpers.mjs';

/** The RGB of the screenshot's pixel at (x, y), decoded by the browser itself (no image library). */
async function pixel(page, png, x, y) {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ data, px, py }) => {
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        const [r, g, b] = context.getImageData(px, py, 1, 1).data;
        return [r, g, b];
      },
      { data: png.toString('base64'), px: x, py: y },
    );
  } finally {
    await decoder.close();
  }
}

/**
 * Opens `path` with every script of the page held until `release()` is called; resolves once the
 * document has been parsed and painted without them.
 */
async function openWithoutScripts(page, path) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: 'commit' });
  // The parser has reached the body (no script runs while its request is held) and a frame has been
  // produced: the second frame callback runs once the first frame is done.
  await expect(page.locator('#root')).toBeAttached();
  await twoFrames(page);
  return () => {
    release();
    return page.unroute(/\.js(\?|$)/);
  };
}

const htmlState = (page) =>
  page.evaluate(() => ({
    className: document.documentElement.className,
    fontSize: getComputedStyle(document.documentElement).fontSize,
    scale: document.documentElement.style.getPropertyValue('--sello-font-scale'),
    heading: document.querySelector('main h1')?.textContent ?? null,
    // React marks the nodes it owns; none before the page's scripts have run.
    hydrated: Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    headingSize: parseFloat(getComputedStyle(document.querySelector('main h1') ?? document.body).fontSize),
  }));

/** A pixel of page background: the right edge, outside the centred content column. */
const edge = (page) => ({ x: page.viewportSize().width - 2, y: Math.round(page.viewportSize().height / 2) });

test.describe('tema y tamaño de letra antes de la primera pintura', () => {
  test('tema oscuro y letra 1.4 guardados: el primer cuadro ya es oscuro y grande, y sigue así al hidratar', async ({ newPage }) => {
    const { context, page } = await newPage();
    await useDisplay(context, { theme: 'Dark', fontScale: 1.4 });
    const release = await openWithoutScripts(page, '/noticias');

    const first = await htmlState(page);
    expect(first.hydrated, 'la captura es anterior a cualquier script de la página').toBe(false);
    expect(first.heading, 'el contenido ya está pintado, desde el HTML del servidor').toBe('Noticias');
    expect(first.className).toMatch(/\bdark\b/);
    expect(first.scale).toBe('1.4');
    expect(first.fontSize, '16 px × 1,4 antes de cualquier script').toBe('22.4px');
    const firstFrame = await page.screenshot();
    const { x, y } = edge(page);
    const [r, g, b] = await pixel(page, firstFrame, x, y);
    expect(r < 40 && g < 40 && b < 40, `primer cuadro oscuro (rgb ${r}, ${g}, ${b})`).toBe(true);

    // Watch <html> from now on: the scripts must not switch the theme or the size back and forth.
    await page.evaluate(() => {
      window.__htmlChanges = [];
      new MutationObserver(() => {
        window.__htmlChanges.push(`${document.documentElement.className}|${getComputedStyle(document.documentElement).fontSize}`);
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    });
    await release();
    // expectHeading waits for hydration too (React's fiber on the h1).
    await expectHeading(page, 'Noticias');
    const hydrated = await htmlState(page);
    expect(hydrated.hydrated).toBe(true);
    expect(hydrated.className).toMatch(/\bdark\b/);
    expect(hydrated.fontSize).toBe('22.4px');
    expect(hydrated.headingSize, 'el h1 ya tenía su tamaño final en el primer cuadro').toBe(first.headingSize);
    const changes = await page.evaluate(() => window.__htmlChanges);
    expect(changes.every((change) => /\bdark\b/.test(change) && !/\blight\b/.test(change) && change.endsWith('|22.4px')), `sin paso por el tema claro: ${changes.join(', ')}`).toBe(true);
    // The frame before the scripts and the finished page have the same background.
    await expect(page.locator('body'), 'el fondo del primer cuadro es el de la página terminada').toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
  });

  test('sin preferencias guardadas el primer cuadro es claro y de tamaño normal (en 375 px, 14 px)', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 375, height: 700 } });
    const release = await openWithoutScripts(page, '/');
    const first = await htmlState(page);
    expect(first.hydrated).toBe(false);
    expect(first.className).toMatch(/\blight\b/);
    expect(first.fontSize, 'el 87,5 % del tema en pantallas angostas').toBe('14px');
    const { x, y } = edge(page);
    const [r, g, b] = await pixel(page, await page.screenshot(), x, y);
    expect(r > 240 && g > 240 && b > 240, `primer cuadro claro (rgb ${r}, ${g}, ${b})`).toBe(true);
    await release();
    await expectHeading(page);
  });

  test('un valor guardado que no es válido cuenta como el predeterminado, igual que en la barra de accesibilidad', async ({ newPage }) => {
    const { context, page } = await newPage();
    await useDisplay(context, { theme: 'Morado', fontScale: 3 });
    const release = await openWithoutScripts(page, '/quienes-somos');
    const first = await htmlState(page);
    expect(first.className).toMatch(/\blight\b/);
    expect(first.fontSize).toBe('16px');
    await release();
    await expectHeading(page, 'Quiénes somos');
    expect((await htmlState(page)).fontSize).toBe('16px');
  });
});
