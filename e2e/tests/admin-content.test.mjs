// Issue 10, acceptance 3: home-editar's landing image and Texto Bajada Home appear on '/'; recognised
// institutions and downloadables created, edited and deleted in the admin change the public pages.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { makePdf } from './applicant-helpers.mjs';
import { ADMIN, apiToken, makePng, signInUi } from './admin-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (p) => new URL(p, baseUrl).href;
const api = (p) => new URL(p, apiUrl).href;
const browser = useBrowser();
const dir = mkdtempSync(path.join(tmpdir(), 'sello-admin-content-'));
const save = (name, bytes) => {
  const target = path.join(dir, name);
  writeFileSync(target, bytes);
  return target;
};
const stamp = () => Date.now().toString(36).slice(-6);

/** A downloadable made through the API, as another administrator would. */
async function storeDownloadable(token, nombre) {
  const form = new FormData();
  form.set('nombre', nombre);
  form.set('ubicacion', 'e2e');
  form.set('documento', new Blob([makePdf('Guia e2e').buffer], { type: 'application/pdf' }), 'guia.pdf');
  const stored = await fetch(api('/api/admin/descargables/store'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const created = await stored.json();
  assert.equal(stored.status, 200, JSON.stringify(created));
  return created;
}

async function signedIn() {
  const session = await newPage(browser());
  await signInUi(session.page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
  await session.page.waitForURL((u) => u.pathname === '/admin/panel/postulaciones');
  return session;
}

describe('contenido del sitio desde la administración', () => {
  it('home-editar: la imagen principal y el Texto Bajada Home se ven en la portada', async () => {
    const original = await (await fetch(api('/home'))).json();
    const { context, page } = await signedIn();
    try {
      await page.goto(url('/admin/home-editar'));
      await waitForHeading(page, 'Editar página de inicio');
      // The wrong size first: refused in the browser.
      const input = page.getByLabel('Imagen principal', { exact: false }).first();
      await input.setInputFiles(save('chica.png', makePng(800, 300)));
      await page.getByText('Imagen no válida', { exact: true }).first().waitFor();
      assert.equal(await input.evaluate((el) => el.value), '');
      // Emptied by the field itself (no change event): nothing left to remove.
      const quitar = page.getByRole('button', { name: 'Quitar archivo', exact: true });
      assert.equal(await quitar.count(), 0);
      const portada = save('portada.png', makePng(1100, 336, [10, 100, 160]));
      await input.setInputFiles(portada);
      // A chosen file is removed from the keyboard: Tab to 'Quitar archivo', Enter; the input is empty
      // and keeps focus, and a status says so. Then chosen again.
      await input.focus();
      await page.keyboard.press('Tab');
      assert.ok(await quitar.evaluate((el) => el === document.activeElement));
      await page.keyboard.press('Enter');
      await quitar.waitFor({ state: 'detached' });
      assert.equal(await input.evaluate((el) => el.value), '');
      assert.ok(await input.evaluate((el) => el === document.activeElement));
      await page.getByRole('status').filter({ hasText: 'Archivo quitado.' }).waitFor({ state: 'attached' });
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
      await page.getByText('Datos enviados correctamente.').first().waitFor();
      await page.locator('button:focus:not([data-pressed])', { hasText: 'Guardar' }).waitFor({ timeout: 10_000 });

      await page.goto(url('/'));
      await waitForHeading(page);
      await page.getByRole('img', { name: alt }).waitFor();
      await page.locator('main').getByText(text).waitFor();
    } finally {
      // Put the seeded text back for the other files of the suite (the new picture is a valid landing image).
      const token = await apiToken(apiUrl);
      const form = new FormData();
      form.set('texto_bajada', original.texto_bajada);
      const restored = await fetch(api('/api/admin/home'), { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
      assert.equal(restored.status, 200, await restored.text());
      await context.close();
    }
  });

  it('instituciones: crear, editar y eliminar cambian /instituciones-reconocidas', async () => {
    const { context, page } = await signedIn();
    const name = `Municipalidad E2E ${stamp()}`;
    await page.goto(url('/admin/panel/instituciones'));
    await waitForHeading(page, 'Instituciones reconocidas');
    await page.getByRole('link', { name: 'Agregar institución' }).click();
    await waitForHeading(page, 'Agregar institución reconocida');
    await page.getByLabel('Nombre de la institución').fill(name);
    const logo = page.getByLabel('Logo', { exact: false }).first();
    await logo.setInputFiles(save('logo-malo.png', makePng(400, 200)));
    await page.getByText('Imagen no válida', { exact: true }).first().waitFor();
    await logo.setInputFiles(save('logo.png', makePng(200, 60, [120, 30, 90])));
    await page.getByLabel('Texto alternativo de logo').fill(`Escudo de ${name}`);
    await page.getByLabel('Categoría de postulación').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Datos enviados correctamente.').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/panel/instituciones');

    const publicPage = await newPage(browser());
    await publicPage.page.goto(url('/instituciones-reconocidas'));
    await waitForHeading(publicPage.page, 'Instituciones reconocidas');
    await publicPage.page.getByRole('img', { name: `Escudo de ${name}` }).waitFor();

    // Edit: a new name reaches the public page.
    await page.getByLabel('Institución', { exact: true }).fill(name);
    // The filtered list arrives after the keystrokes and moves the row up: click once it is in.
    await page.getByRole('status').filter({ hasText: /^1 institución$/ }).waitFor();
    await page.getByRole('link', { name: `Ver y editar ${name}` }).click();
    await waitForHeading(page, 'Editar institución reconocida');
    await page.getByText('Vigencia:').waitFor();
    const renamed = `${name} Norte`;
    await page.getByLabel('Nombre de la institución').fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/instituciones');
    await publicPage.page.reload();
    await publicPage.page.locator('main').getByText(renamed.slice(0, 29)).first().waitFor();
    const listed = () => publicPage.page.locator('main').getByText(/^(\d+) instituci(ón|ones)|^No hay instituciones reconocidas/).first();
    const countBefore = Number(/^\d+/.exec(await listed().textContent())[0]);

    // Delete, with confirmation.
    await page.getByLabel('Institución', { exact: true }).fill(renamed);
    await page.getByRole('status').filter({ hasText: /^1 institución$/ }).waitFor();
    await page.getByRole('link', { name: `Ver y editar ${renamed}` }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar institución' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/instituciones');
    await publicPage.page.reload();
    await waitForHeading(publicPage.page, 'Instituciones reconocidas');
    // The list has arrived, one institution shorter, and without the deleted one's logo.
    const after = (await listed().textContent()) ?? '';
    assert.equal(/^No hay/.test(after) ? 0 : Number(/^\d+/.exec(after)?.[0]), countBefore - 1, after);
    assert.equal(await publicPage.page.getByRole('img', { name: `Escudo de ${name}` }).count(), 0);
    await publicPage.context.close();
    await context.close();
  });

  it('descargables: crear, editar y eliminar; el botón de bases de la portada sigue al documento editado', async () => {
    const { context, page } = await signedIn();
    const name = `Guía E2E ${stamp()}`;
    await page.goto(url('/admin/panel/descargables'));
    await waitForHeading(page, 'Descargables');
    await page.getByRole('link', { name: 'Agregar descargable' }).click();
    await page.getByLabel('Nombre del botón').fill(name);
    await page.getByLabel('Ubicación').fill('e2e');
    await page.getByLabel('Documento (PDF)').setInputFiles(makePdf('Guia E2E'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Datos enviados correctamente.').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/panel/descargables');
    const listed = async () => (await (await fetch(api('/descargables'))).json()).some((d) => d.nombre === name);
    assert.equal(await listed(), true, 'el nuevo documento está en la lista pública');

    // The bases button of the home page names the bases document: rename it, then put the name back.
    const bases = (await (await fetch(api('/descargables'))).json()).find((d) => d.ubicacion === 'bases');
    await page.goto(url(`/admin/panel/descargables/${bases.id}`));
    await waitForHeading(page, 'Editar descargable');
    const newName = `Bases ${stamp()}`;
    await page.getByLabel('Nombre del botón').fill(newName);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/descargables');
    const home = await newPage(browser());
    await home.page.goto(url('/'));
    await waitForHeading(home.page);
    const basesLink = home.page.getByRole('link', { name: new RegExp(`Descargar bases.*${newName}`) }).first();
    await basesLink.waitFor();
    // The link goes to the edited document's file, and that file downloads as a PDF.
    const edited = (await (await fetch(api('/descargables'))).json()).find((d) => d.id === bases.id);
    assert.equal(edited?.nombre, newName, 'the API lists the edited name');
    assert.ok(edited.documento_url, 'the edited document keeps its file');
    const href = await basesLink.getAttribute('href');
    assert.equal(href, edited.documento_url);
    const pdf = await fetch(url(href));
    assert.equal(pdf.status, 200, href);
    assert.match(pdf.headers.get('content-type') ?? '', /^application\/pdf/);
    await pdf.body?.cancel();
    await home.context.close();
    await page.goto(url(`/admin/panel/descargables/${bases.id}`));
    await page.getByLabel('Nombre del botón').fill(bases.nombre);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/descargables');

    // Delete the new one.
    await page.getByRole('link', { name: `Ver y editar ${name}` }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar documento' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/descargables');
    assert.equal(await listed(), false, 'el documento eliminado ya no está en la lista pública');
    await context.close();
  });

  it('descargables: si otra persona lo eliminó antes, Eliminar lo dice en la página (resumen de errores, «Error:» en el título), no solo en un aviso', async () => {
    const token = await apiToken(apiUrl);
    const created = await storeDownloadable(token, `Guía borrada ${stamp()}`);
    const { context, page } = await signedIn();
    await page.goto(url(`/admin/panel/descargables/${created.id}`));
    await waitForHeading(page, 'Editar descargable');
    // Another administrator deletes it meanwhile.
    assert.equal((await fetch(api(`/api/admin/descargables/${created.id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status, 200);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar documento' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await summary.getByRole('link', { name: 'El documento no existe.' }).waitFor();
    await page.waitForFunction(() => document.title === 'Error: Editar descargable - Sello');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    // Focus is on the summary or back on Eliminar (the dialog's opener), never lost to <body>.
    const focused = await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('role') || document.activeElement?.tagName);
    assert.ok(['descargable-eliminar', 'alert'].includes(focused), `foco en ${focused}`);
    assert.equal(new URL(page.url()).pathname, `/admin/panel/descargables/${created.id}`);
    await context.close();
  });

  it('descargables: si otra persona guardó cambios después de abrir el formulario, Guardar no los borra y lo dice en la página', async () => {
    const token = await apiToken(apiUrl);
    const name = `Guía compartida ${stamp()}`;
    const created = await storeDownloadable(token, name);
    const { context, page } = await signedIn();
    await page.goto(url(`/admin/panel/descargables/${created.id}`));
    await waitForHeading(page, 'Editar descargable');
    // Another administrator renames it meanwhile.
    const other = new FormData();
    other.set('nombre', `${name} (revisada)`);
    const renamed = await fetch(api(`/api/admin/descargables/${created.id}`), { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: other });
    assert.equal(renamed.status, 200);
    await page.getByLabel('Nombre del botón').fill(`${name} (mía)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await summary.getByRole('link', { name: /^Alguien guardó cambios en este documento después de que abriste este formulario\./ }).waitFor();
    await page.waitForFunction(() => document.title === 'Error: Editar descargable - Sello');
    assert.equal(await page.getByLabel('Nombre del botón').inputValue(), `${name} (mía)`, 'lo escrito sigue en el formulario');
    const kept = await (await fetch(api(`/api/admin/descargables/${created.id}`), { headers: { authorization: `Bearer ${token}` } })).json();
    assert.equal(kept.nombre, `${name} (revisada)`, 'the other administrator\'s name is kept');
    // Reloaded, the form shows their version and saves.
    await page.reload();
    await waitForHeading(page, 'Editar descargable');
    assert.equal(await page.getByLabel('Nombre del botón').inputValue(), `${name} (revisada)`);
    await page.getByLabel('Nombre del botón').fill(`${name} (mía)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/descargables');
    assert.equal((await fetch(api(`/api/admin/descargables/${created.id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status, 200);
    await context.close();
  });
});
