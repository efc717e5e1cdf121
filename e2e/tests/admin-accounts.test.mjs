// Issue 10, acceptance 4: invitation by e-mail through the local SMTP server, the invitee sets a
// password and signs in; deactivation ends their open session at once; TOTP enrolment, sign-in with
// a code computed here, a wrong code refused, a recovery code accepted once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { waitForMail } from '../lib/mailbox.mjs';
import { ADMIN, signInUi } from './admin-helpers.mjs';

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
    await admin.page.getByText('Invitación enviada.').waitFor();
    await admin.page.getByRole('cell', { name: email }).waitFor();

    // The e-mail reaches the local SMTP server; its link sets the password.
    const mail = await waitForMail({ to: email });
    const link = mail.text.match(/https?:\/\/\S+\/admin\/activar-cuenta\?token=[\w-]+/)?.[0];
    assert.ok(link, `enlace en el correo:\n${mail.text}`);
    const invitee = await newPage(browser());
    await invitee.page.goto(url(new URL(link).pathname + new URL(link).search));
    await waitForHeading(invitee.page, 'Activar cuenta');
    await invitee.page.getByLabel('Nueva clave', { exact: false }).first().fill(password);
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
});
