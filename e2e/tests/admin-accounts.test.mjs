// Issue 10, acceptance 4: invitation by e-mail through the local SMTP server, the invitee sets a
// password and signs in; deactivation ends their open session at once; TOTP enrolment, sign-in with
// a code computed here, a wrong code refused, a recovery code accepted once. A staff member who forgot
// their password asks for a reset link from the sign-in page (keyboard only) and sets a new one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { readMailbox, waitForMail } from '../lib/mailbox.mjs';
import { ADMIN, signInUi } from './admin-helpers.mjs';
import { auditAllModes } from './applicant-helpers.mjs';
import { REVIEWER_3 } from './review-helpers.mjs';

const { baseUrl, apiUrl, mailDir } = suiteEnv();
const url = (p) => new URL(p, baseUrl).href;
const browser = useBrowser();

const totpOf = (secret) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });

/** A code of a 30-second step not used yet (the server refuses a code twice). */
async function freshCode(totp, used) {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (!used.has(step)) {
      used.add(step);
      return totp.generate();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function signOut(page) {
  await page.evaluate(() => localStorage.removeItem('user'));
}

/** Presses Tab until the focused element is the link named `name`. */
async function tabToLink(page, name) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((text) => document.activeElement?.tagName === 'A' && document.activeElement.textContent?.trim() === text, name)) return;
  }
  assert.fail(`no se llegó con Tab al enlace ${name}`);
}

/** The links of the header's menu (the shell picks them by path and session). */
const menuLinks = (page) => page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link').allTextContents();

/** A message that arrives after `since` (the mailbox's length before the request) and matches `test`. */
async function newMail(since, test, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMailbox().slice(since).find(test);
    if (found) return found;
    assert.ok(Date.now() < deadline, `no llegó el correo esperado; recibidos: ${readMailbox().slice(since).map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'ninguno'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('cuentas del equipo', () => {
  it('invita, la persona define su clave e ingresa; desactivarla cierra su sesión; verificación en dos pasos', async () => {
    assert.ok(mailDir, 'la prueba necesita el servidor SMTP local (E2E_MAIL_DIR)');
    const stamp = Date.now().toString(36);
    const email = `revisora.${stamp}@sello.test`;
    const password = `clave-segura-${stamp}`;

    // The admin invites a reviewer.
    const admin = await newPage(browser());
    await signInUi(admin.page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
    await admin.page.waitForURL((u) => u.pathname === '/admin/panel/postulaciones');
    // The welcome toast opens below the header, clear of 'Cerrar sesión' and the toolbar's buttons: a
    // focused control must not be hidden (WCAG 2.2, 2.4.11). Measured untouched (a hover would pause it).
    const toastTop = await admin.page.locator('[data-scope="toast"][data-part="group"]').first().evaluate((group) => group.getBoundingClientRect().top);
    const header = await admin.page.locator('header').first().boundingBox();
    assert.ok(toastTop >= header.y + header.height, `el aviso empieza en ${toastTop}px, el encabezado termina en ${header.y + header.height}px`);
    await admin.page.goto(url('/admin/panel/usuarios'));
    await waitForHeading(admin.page, 'Usuarios');
    const invite = admin.page.getByRole('region', { name: 'Invitar a una persona del equipo' });
    await invite.getByLabel('Nombre').fill('Rosa');
    await invite.getByLabel('Apellido').fill(`Revisora ${stamp}`);
    await invite.getByLabel('Correo').fill(email);
    await invite.getByLabel('Rol').selectOption('revisor');
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    await invite.getByRole('status').filter({ hasText: `Invitación enviada a ${email}.` }).waitFor();
    await admin.page.getByRole('cell', { name: email }).waitFor();

    // The e-mail reaches the local SMTP server; its link sets the password.
    const mail = await waitForMail({ to: email });
    const link = mail.text.match(/https?:\/\/\S+\/admin\/activar-cuenta\?token=[\w-]+/)?.[0];
    assert.ok(link, `enlace en el correo:\n${mail.text}`);
    const invitee = await newPage(browser());
    await invitee.page.goto(url(new URL(link).pathname + new URL(link).search));
    await waitForHeading(invitee.page, 'Activar cuenta');
    // Ten characters, but the most common ones: the API refuses it and says so under the field.
    const newPassword = invitee.page.getByLabel('Nueva clave', { exact: false }).first();
    await newPassword.fill('1234567890');
    await invitee.page.getByLabel('Repite la nueva clave').fill('1234567890');
    await invitee.page.getByRole('button', { name: 'Guardar clave' }).click();
    await invitee.page.getByRole('link', { name: /^Esa clave es fácil de adivinar/ }).waitFor();
    assert.match(await newPassword.getAttribute('aria-describedby') ?? '', /\S/);
    assert.match(await newPassword.evaluate((input) => input.getAttribute('aria-describedby').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')), /Esa clave es fácil de adivinar/);
    assert.equal(new URL(invitee.page.url()).pathname, '/admin/activar-cuenta');
    await newPassword.fill(password);
    await invitee.page.getByLabel('Repite la nueva clave').fill(password);
    await invitee.page.getByRole('button', { name: 'Guardar clave' }).click();
    await invitee.page.waitForURL((u) => u.pathname === '/admin/login');

    // The reviewer signs in and lands in their work area.
    await signInUi(invitee.page, baseUrl, { email, password }, { expectWelcome: `Rosa Revisora ${stamp}` });
    await invitee.page.waitForURL((u) => u.pathname === '/revisor/postulaciones');
    await waitForHeading(invitee.page, 'Postulaciones asignadas');

    // TOTP enrolment on their own account page: QR, the secret as text, recovery codes once.
    await invitee.page.goto(url('/admin/cuenta'));
    await waitForHeading(invitee.page, 'Mi cuenta');
    await invitee.page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await invitee.page.getByRole('img', { name: /Código QR/ }).waitFor();
    const secret = (await invitee.page.getByTestId('totp-secreto').textContent()).trim();
    const totp = totpOf(secret);
    const used = new Set();
    await invitee.page.getByLabel('Código de verificación').fill(await freshCode(totp, used));
    await invitee.page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await invitee.page.getByTestId('codigos-recuperacion').locator('li').first().waitFor();
    const codes = (await invitee.page.getByTestId('codigos-recuperacion').locator('li').allTextContents()).map((c) => c.trim());
    assert.ok(codes.length >= 5, `códigos de recuperación: ${codes.join(', ')}`);
    await invitee.page.getByRole('button', { name: 'Ya guardé mis códigos' }).press('Enter');
    await invitee.page.getByText(/^Activada\. Te quedan \d+ códigos de recuperación\./).waitFor();
    // The button pressed is gone: focus is on the section's heading, not on <body>.
    assert.equal(await invitee.page.evaluate(() => document.activeElement?.textContent), 'Verificación en dos pasos');

    // Sign-in now asks for the code: a wrong one is refused, a computed one accepted.
    await signOut(invitee.page);
    await signInUi(invitee.page, baseUrl, { email, password });
    const codeField = invitee.page.getByLabel('Código de verificación');
    await codeField.fill('000000' === totp.generate() ? '111111' : '000000');
    await invitee.page.getByRole('button', { name: 'Continuar' }).click();
    await invitee.page.getByRole('alert').filter({ hasText: /código/i }).first().waitFor();
    assert.equal(new URL(invitee.page.url()).pathname, '/admin/login');
    await codeField.fill(await freshCode(totp, used));
    await invitee.page.getByRole('button', { name: 'Continuar' }).click();
    await invitee.page.waitForURL((u) => u.pathname === '/revisor/postulaciones');
    await waitForHeading(invitee.page, 'Postulaciones asignadas');

    // A recovery code works once.
    for (const expectAccepted of [true, false]) {
      await signOut(invitee.page);
      await signInUi(invitee.page, baseUrl, { email, password });
      await invitee.page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
      await invitee.page.getByLabel('Código de recuperación').fill(codes[0]);
      await invitee.page.getByRole('button', { name: 'Continuar' }).click();
      if (expectAccepted) {
        await invitee.page.waitForURL((u) => u.pathname === '/revisor/postulaciones');
        await waitForHeading(invitee.page, 'Postulaciones asignadas');
      }
      else {
        await invitee.page.getByRole('alert').first().waitFor();
        assert.equal(new URL(invitee.page.url()).pathname, '/admin/login', 'un código de recuperación sirve una sola vez');
      }
    }

    // Signed in again (with a fresh code), then deactivated by the admin: the open session ends at once.
    await invitee.page.getByRole('button', { name: 'Usar el código de la aplicación' }).click();
    await invitee.page.getByLabel('Código de verificación').fill(await freshCode(totp, used));
    await invitee.page.getByRole('button', { name: 'Continuar' }).click();
    await invitee.page.waitForURL((u) => u.pathname === '/revisor/postulaciones');
    await waitForHeading(invitee.page, 'Postulaciones asignadas');
    const token = await invitee.page.evaluate(() => JSON.parse(localStorage.getItem('user')).token);
    const before = await fetch(new URL('/api/me', apiUrl), { headers: { authorization: `Bearer ${token}` } });
    assert.equal(before.status, 200);

    await admin.page.reload();
    await waitForHeading(admin.page, 'Usuarios');
    // With the keyboard: once the account is deactivated, focus is back in its row, on the button that
    // took Desactivar's place (it fell to <body>: the list reloaded behind a loading state).
    await admin.page.getByRole('button', { name: `Desactivar la cuenta de Rosa Revisora ${stamp}` }).press('Enter');
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar cuenta' }).press('Enter');
    await admin.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: `Reactivar la cuenta de Rosa Revisora ${stamp}` }).waitFor();
    const focused = () => admin.page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.textContent?.trim()));
    await admin.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 3000 }).catch(() => {});
    assert.equal(await focused(), `Reactivar la cuenta de Rosa Revisora ${stamp}`, 'el foco vuelve a la fila de la cuenta');
    const after = await fetch(new URL('/api/me', apiUrl), { headers: { authorization: `Bearer ${token}` } });
    assert.equal(after.status, 401, 'la sesión abierta terminó al desactivar la cuenta');
    await invitee.page.reload();
    await invitee.page.waitForURL((u) => u.pathname === '/admin/login', { timeout: 20_000 });

    await admin.context.close();
    await invitee.context.close();
  });

  it("'¿Olvidaste tu clave?': desde el inicio de sesión con el teclado, el enlace por correo y la clave nueva", async () => {
    assert.ok(mailDir, 'la prueba necesita el servidor SMTP local (E2E_MAIL_DIR)');
    const password = `clave-olvidada-${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser());
    // The demo account gets its password back at the end: later files sign in with it.
    let changed = false;
    try {
      // The shell's public menu, as on the invitation's page: the shell chooses it by path, it needs no change.
      await page.goto(url('/admin/activar-cuenta?token=enlace-que-no-existe-0000000000'));
      await waitForHeading(page, 'Activar cuenta');
      const publicMenu = await menuLinks(page);
      assert.ok(publicMenu.includes('Inicio'), `menú de /admin/activar-cuenta: ${publicMenu.join(', ')}`);

      await page.goto(url('/admin/login'));
      await waitForHeading(page, 'Iniciar sesión');
      await tabToLink(page, '¿Olvidaste tu clave?');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/admin/olvide-clave');
      await waitForHeading(page, '¿Olvidaste tu clave?');
      assert.equal(await page.title(), '¿Olvidaste tu clave? - Sello');
      assert.deepEqual(await menuLinks(page), publicMenu, 'el menú del encabezado es el público');
      await auditAllModes(page, '/admin/olvide-clave');

      // Typed and sent with the keyboard; the answer replaces the form and takes focus.
      const sentAt = readMailbox().length;
      await page.getByLabel('Correo').focus();
      await page.keyboard.type(REVIEWER_3.email);
      await page.keyboard.press('Enter');
      const status = page.getByRole('status').filter({ hasText: 'Si el correo corresponde a una cuenta activa' });
      await status.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status', null, { timeout: 5000 });
      await page.getByRole('link', { name: 'Ir a iniciar sesión' }).waitFor();
      await auditAllModes(page, '/admin/olvide-clave (enviado)');

      // The reset e-mail reaches the local SMTP server; its link sets the new password.
      const mail = await newMail(sentAt, (m) => m.to.includes(REVIEWER_3.email) && /\/admin\/restablecer-clave\?token=/.test(m.text));
      const link = new URL(mail.text.match(/https?:\/\/\S+\/admin\/restablecer-clave\?token=[\w-]+/)[0]);
      await page.goto(url(link.pathname + link.search));
      await waitForHeading(page, 'Restablecer clave');
      await page.getByLabel('Nueva clave', { exact: false }).first().fill(password);
      await page.getByLabel('Repite la nueva clave').fill(password);
      await page.getByRole('button', { name: 'Guardar clave' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/login');
      changed = true;

      // The link is spent: opened again, the page keeps its heading and offers a new one.
      await page.goto(url(link.pathname + link.search));
      await waitForHeading(page, 'Restablecer clave');
      await page.getByRole('link', { name: 'Pedir un nuevo enlace' }).waitFor();

      await signInUi(page, baseUrl, { email: REVIEWER_3.email, password }, { expectWelcome: REVIEWER_3.name });
      await page.waitForURL((u) => u.pathname === '/revisor/postulaciones');
      await waitForHeading(page, 'Postulaciones asignadas');
    } finally {
      if (changed) {
        const login = await (await fetch(new URL('/api/login', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: REVIEWER_3.email, password }) })).json();
        const restored = await fetch(new URL('/api/cuenta/clave', apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
          body: JSON.stringify({ current_password: password, password: REVIEWER_3.password, password_confirmation: REVIEWER_3.password }),
        });
        assert.equal(restored.status, 200, 'la cuenta de demostración recupera su clave');
      }
      await context.close();
    }
  });
});
