// Issue 10, acceptance 3: home-editar's landing image and Texto Bajada Home appear on '/'; recognised
// institutions and downloadables created, edited and deleted in the admin change the public pages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { makePdf } from './applicant-helpers.mjs';
import { ADMIN, apiToken, makePng, signInUi } from './admin-helpers.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'sello-admin-content-'));
const save = (name, bytes) => {
  const target = path.join(dir, name);
  writeFileSync(target, bytes);
  return target;
};
const stamp = () => Date.now().toString(36).slice(-6);

/** A downloadable made through the API, as another administrator would. */
async function storeDownloadable(apiUrl, token, nombre) {
  const form = new FormData();
  form.set('nombre', nombre);
  form.set('ubicacion', 'e2e');
  form.set('documento', new Blob([makePdf('Guia e2e').buffer], { type: 'application/pdf' }), 'guia.pdf');
  const stored = await fetch(new URL('/api/admin/descargables/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const created = await stored.json();
  expect(stored.status, JSON.stringify(created)).toBe(200);
  return created;
}

/** The admin signed in on /admin/login, in the page given. */
async function signIn(page, baseUrl) {
  await signInUi(page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
  await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/postulaciones');
}

test.describe('contenido del sitio desde la administración', () => {
  test('home-editar: la imagen principal y el Texto Bajada Home se ven en la portada', async ({ page, baseURL, apiUrl }) => {
    const original = await (await fetch(new URL('/home', apiUrl))).json();
    await signIn(page, baseURL);
    try {
      await page.goto('/admin/home-editar');
      await expectHeading(page, 'Editar página de inicio');
      // The wrong size first: refused in the browser.
      const input = page.getByLabel('Imagen principal', { exact: false }).first();
      await input.setInputFiles(save('chica.png', makePng(800, 300)));
      await expect(page.getByText('Imagen no válida', { exact: true }).first()).toBeVisible();
      await expect(input).toHaveValue('');
      // Emptied by the field itself (no change event): nothing left to remove.
      const quitar = page.getByRole('button', { name: 'Quitar archivo', exact: true });
      await expect(quitar).toHaveCount(0);
      const portada = save('portada.png', makePng(1100, 336, [10, 100, 160]));
      await input.setInputFiles(portada);
      // A chosen file is removed from the keyboard: Tab to 'Quitar archivo', Enter; the input is empty
      // and keeps focus, and a status says so. Then chosen again.
      await input.focus();
      await page.keyboard.press('Tab');
      await expect(quitar).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(quitar).toHaveCount(0);
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Archivo quitado.' })).toBeAttached();
      await input.setInputFiles(portada);
      const alt = `Personas en una plaza accesible ${stamp()}`;
      await page.getByLabel('Texto alternativo de imagen principal').fill(alt);
      const text = `Bajada de prueba ${stamp()}`;
      const editor = page.getByRole('textbox', { name: 'Texto Bajada Home' });
      await editor.click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(text);
      // The button pressed is marked: once saved, the form starts again from what the server kept (a new
      // form), and focus is on the new form's 'Guardar', not on <body>.
      const guardar = page.getByRole('button', { name: 'Guardar' });
      await guardar.evaluate((el) => { el.dataset.pressed = 'true'; });
      await guardar.press('Enter');
      await expect(page.getByText('Datos enviados correctamente.').first()).toBeVisible();
      await expect(page.locator('button:focus:not([data-pressed])', { hasText: 'Guardar' })).toBeVisible();

      await page.goto('/');
      await expectHeading(page);
      await expect(page.getByRole('img', { name: alt })).toBeVisible();
      await expect(page.locator('main').getByText(text)).toBeVisible();
    } finally {
      // Put the seeded text back for the other files of the suite (the new picture is a valid landing image).
      const token = await apiToken(apiUrl);
      const form = new FormData();
      form.set('texto_bajada', original.texto_bajada);
      const restored = await fetch(new URL('/api/admin/home', apiUrl), { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(restored.status, await restored.text()).toBe(200);
    }
  });

  test('instituciones: crear, editar y eliminar cambian /instituciones-reconocidas', async ({ page, baseURL, newPage }) => {
    await signIn(page, baseURL);
    const name = `Municipalidad E2E ${stamp()}`;
    await page.goto('/admin/panel/instituciones');
    await expectHeading(page, 'Instituciones reconocidas');
    await page.getByRole('link', { name: 'Agregar institución' }).click();
    await expectHeading(page, 'Agregar institución reconocida');
    await page.getByLabel('Nombre de la institución').fill(name);
    const logo = page.getByLabel('Logo', { exact: false }).first();
    await logo.setInputFiles(save('logo-malo.png', makePng(400, 200)));
    await expect(page.getByText('Imagen no válida', { exact: true }).first()).toBeVisible();
    await logo.setInputFiles(save('logo.png', makePng(200, 60, [120, 30, 90])));
    await page.getByLabel('Texto alternativo de logo').fill(`Escudo de ${name}`);
    await page.getByLabel('Categoría de postulación').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos enviados correctamente.').first()).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/instituciones');

    const { page: publicPage } = await newPage();
    await publicPage.goto('/instituciones-reconocidas');
    await expectHeading(publicPage, 'Instituciones reconocidas');
    await expect(publicPage.getByRole('img', { name: `Escudo de ${name}` })).toBeVisible();

    // Edit: a new name reaches the public page.
    await page.getByLabel('Institución', { exact: true }).fill(name);
    // The filtered list arrives after the keystrokes and moves the row up: click once it is in.
    await expect(page.getByRole('status').filter({ hasText: /^1 institución$/ })).toBeVisible();
    await page.getByRole('link', { name: `Ver y editar ${name}` }).click();
    await expectHeading(page, 'Editar institución reconocida');
    await expect(page.getByText('Vigencia:')).toBeVisible();
    const renamed = `${name} Norte`;
    await page.getByLabel('Nombre de la institución').fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/instituciones');
    await publicPage.reload();
    await expect(publicPage.locator('main').getByText(renamed.slice(0, 29)).first()).toBeVisible();
    const listed = () => publicPage.locator('main').getByText(/^(\d+) instituci(ón|ones)|^No hay instituciones reconocidas/).first();
    /** The count the public list says it holds (none: 0). */
    const count = async () => {
      const said = (await listed().textContent()) ?? '';
      return /^No hay/.test(said) ? 0 : Number(/^\d+/.exec(said)?.[0]);
    };
    const countBefore = await count();

    // Delete, with confirmation.
    await page.getByLabel('Institución', { exact: true }).fill(renamed);
    await expect(page.getByRole('status').filter({ hasText: /^1 institución$/ })).toBeVisible();
    await page.getByRole('link', { name: `Ver y editar ${renamed}` }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar institución' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/instituciones');
    await publicPage.reload();
    await expectHeading(publicPage, 'Instituciones reconocidas');
    // The list has arrived, one institution shorter, and without the deleted one's logo.
    await expect.poll(count, 'instituciones en /instituciones-reconocidas').toBe(countBefore - 1);
    await expect(publicPage.getByRole('img', { name: `Escudo de ${name}` })).toHaveCount(0);
  });

  test('descargables: crear, editar y eliminar; el botón de bases de la portada sigue al documento editado', async ({ page, baseURL, apiUrl, newPage }) => {
    const publicList = async () => (await fetch(new URL('/descargables', apiUrl))).json();
    await signIn(page, baseURL);
    const name = `Guía E2E ${stamp()}`;
    await page.goto('/admin/panel/descargables');
    await expectHeading(page, 'Descargables');
    await page.getByRole('link', { name: 'Agregar descargable' }).click();
    await page.getByLabel('Nombre del botón').fill(name);
    await page.getByLabel('Ubicación').fill('e2e');
    await page.getByLabel('Documento (PDF)').setInputFiles(makePdf('Guia E2E'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos enviados correctamente.').first()).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/descargables');
    const listed = async () => (await publicList()).some((d) => d.nombre === name);
    await expect.poll(listed, 'el nuevo documento está en la lista pública').toBe(true);

    // The bases button of the home page names the bases document: rename it, then put the name back.
    const bases = (await publicList()).find((d) => d.ubicacion === 'bases');
    await page.goto(`/admin/panel/descargables/${bases.id}`);
    await expectHeading(page, 'Editar descargable');
    const newName = `Bases ${stamp()}`;
    await page.getByLabel('Nombre del botón').fill(newName);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/descargables');
    const { page: home } = await newPage();
    await home.goto('/');
    await expectHeading(home);
    const basesLink = home.getByRole('link', { name: new RegExp(`Descargar bases.*${newName}`) }).first();
    await expect(basesLink).toBeVisible();
    // The link goes to the edited document's file, and that file downloads as a PDF.
    const edited = (await publicList()).find((d) => d.id === bases.id);
    expect(edited?.nombre, 'the API lists the edited name').toBe(newName);
    expect(edited.documento_url, 'the edited document keeps its file').toBeTruthy();
    await expect(basesLink).toHaveAttribute('href', edited.documento_url);
    const href = await basesLink.getAttribute('href');
    const pdf = await fetch(new URL(href, baseURL));
    expect(pdf.status, href).toBe(200);
    expect(pdf.headers.get('content-type') ?? '').toMatch(/^application\/pdf/);
    await pdf.body?.cancel();
    await page.goto(`/admin/panel/descargables/${bases.id}`);
    await page.getByLabel('Nombre del botón').fill(bases.nombre);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/descargables');

    // Delete the new one.
    await page.getByRole('link', { name: `Ver y editar ${name}` }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar documento' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/descargables');
    await expect.poll(listed, 'el documento eliminado ya no está en la lista pública').toBe(false);
  });

  test('descargables: si otra persona lo eliminó antes, Eliminar lo dice en la página (resumen de errores, «Error:» en el título), no solo en un aviso', async ({ page, baseURL, apiUrl }) => {
    const token = await apiToken(apiUrl);
    const created = await storeDownloadable(apiUrl, token, `Guía borrada ${stamp()}`);
    await signIn(page, baseURL);
    await page.goto(`/admin/panel/descargables/${created.id}`);
    await expectHeading(page, 'Editar descargable');
    // Another administrator deletes it meanwhile.
    expect((await fetch(new URL(`/api/admin/descargables/${created.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar documento' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await expect(summary.getByRole('link', { name: 'El documento no existe.' })).toBeVisible();
    await expect(page).toHaveTitle('Error: Editar descargable - Sello');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Focus is on the summary or back on Eliminar (the dialog's opener), never lost to <body>.
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('role') || document.activeElement?.tagName);
    await expect.poll(async () => {
      const where = await focused();
      return ['descargable-eliminar', 'alert'].includes(where) ? 'en el resumen o en Eliminar' : where;
    }, 'dónde está el foco').toBe('en el resumen o en Eliminar');
    await expect(page).toHaveURL((u) => u.pathname === `/admin/panel/descargables/${created.id}`);
  });

  test('descargables: si otra persona guardó cambios después de abrir el formulario, Guardar no los borra y lo dice en la página', async ({ page, baseURL, apiUrl }) => {
    const token = await apiToken(apiUrl);
    const name = `Guía compartida ${stamp()}`;
    const created = await storeDownloadable(apiUrl, token, name);
    const item = new URL(`/api/admin/descargables/${created.id}`, apiUrl);
    await signIn(page, baseURL);
    await page.goto(`/admin/panel/descargables/${created.id}`);
    await expectHeading(page, 'Editar descargable');
    // Another administrator renames it meanwhile.
    const other = new FormData();
    other.set('nombre', `${name} (revisada)`);
    const renamed = await fetch(item, { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: other });
    expect(renamed.status).toBe(200);
    await page.getByLabel('Nombre del botón').fill(`${name} (mía)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await expect(summary.getByRole('link', { name: /^Alguien guardó cambios en este documento después de que abriste este formulario\./ })).toBeVisible();
    await expect(page).toHaveTitle('Error: Editar descargable - Sello');
    await expect(page.getByLabel('Nombre del botón'), 'lo escrito sigue en el formulario').toHaveValue(`${name} (mía)`);
    const kept = await (await fetch(item, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(kept.nombre, 'the other administrator\'s name is kept').toBe(`${name} (revisada)`);
    // Reloaded, the form shows their version and saves.
    await page.reload();
    await expectHeading(page, 'Editar descargable');
    await expect(page.getByLabel('Nombre del botón')).toHaveValue(`${name} (revisada)`);
    await page.getByLabel('Nombre del botón').fill(`${name} (mía)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/descargables');
    expect((await fetch(item, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
