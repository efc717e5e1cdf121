// Issue 10, acceptance 4: invitation by e-mail through the local SMTP server, the invitee sets a
// password and signs in; deactivation ends their open session at once; TOTP enrolment, sign-in with
// a code computed here, a wrong code refused, a recovery code accepted once. A staff member who forgot
// their password asks for a reset link from the sign-in page (keyboard only) and sets a new one.
import { Secret, TOTP } from 'otpauth';
import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { ADMIN, signInUi } from './admin-helpers.mjs';
import { auditAllModes } from './applicant-helpers.mjs';
import { REVIEWER_3 } from './review-helpers.mjs';

const totpOf = (secret) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });

/** A code of a 30-second step not used yet (the server refuses a code twice): waits for the next step if need be. */
async function freshCode(totp, used) {
  const step = () => Math.floor(Date.now() / 30_000);
  await expect.poll(() => (used.has(step()) ? 'paso ya usado' : 'paso nuevo'), { message: 'un paso de 30 s sin usar', timeout: 40_000, intervals: [500] }).toBe('paso nuevo');
  used.add(step());
  return totp.generate();
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
  throw new Error(`no se llegó con Tab al enlace ${name}`);
}

/** The links of the header's menu (the shell picks them by path and session). */
const menuLinks = (page) => page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link').allTextContents();

/** A message that arrives after `since` (the mailbox's length before the request) and satisfies `wanted`. */
async function newMail(mailbox, since, wanted) {
  const found = () => mailbox.all().slice(since).find(wanted);
  await expect.poll(() => (found() ? 'llegó' : mailbox.all().slice(since).map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'ninguno'), 'no llegó el correo esperado; recibidos').toBe('llegó');
  return found();
}

test.describe('cuentas del equipo', () => {
  test('invita, la persona define su clave e ingresa; desactivarla cierra su sesión; verificación en dos pasos', async ({ page, newPage, baseURL, apiUrl, mailbox }) => {
    // Up to two waits for a new 30-second step of the authenticator, on top of the flow itself.
    test.slow();
    expect(mailbox, 'la prueba necesita el servidor SMTP local').toBeTruthy();
    const stamp = Date.now().toString(36);
    const email = `revisora.${stamp}@sello.test`;
    const password = `clave-segura-${stamp}`;

    // The admin invites a reviewer.
    const admin = page;
    await signInUi(admin, baseURL, ADMIN, { expectWelcome: ADMIN.name });
    await expect(admin).toHaveURL((u) => u.pathname === '/admin/panel/postulaciones');
    // The welcome toast opens below the header, clear of 'Cerrar sesión' and the toolbar's buttons: a
    // focused control must not be hidden (WCAG 2.2, 2.4.11). Measured untouched (a hover would pause it).
    const toastTop = await admin.locator('[data-scope="toast"][data-part="group"]').first().evaluate((group) => group.getBoundingClientRect().top);
    const header = await admin.locator('header').first().boundingBox();
    expect(toastTop, `el aviso empieza en ${toastTop}px, el encabezado termina en ${header.y + header.height}px`).toBeGreaterThanOrEqual(header.y + header.height);
    await admin.goto('/admin/panel/usuarios');
    await expectHeading(admin, 'Usuarios');
    const invite = admin.getByRole('region', { name: 'Invitar a una persona del equipo' });
    await invite.getByLabel('Nombre').fill('Rosa');
    await invite.getByLabel('Apellido').fill(`Revisora ${stamp}`);
    await invite.getByLabel('Correo').fill(email);
    await invite.getByLabel('Rol').selectOption('revisor');
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(invite.getByRole('status').filter({ hasText: `Invitación enviada a ${email}.` })).toBeVisible();
    await expect(admin.getByRole('cell', { name: email })).toBeVisible();

    // The e-mail reaches the local SMTP server; its link sets the password.
    const mail = await mailbox.waitFor({ to: email });
    const link = mail.text.match(/https?:\/\/\S+\/admin\/activar-cuenta\?token=[\w-]+/)?.[0];
    expect(link, `enlace en el correo:\n${mail.text}`).toBeTruthy();
    const { page: invitee } = await newPage();
    await invitee.goto(new URL(link).pathname + new URL(link).search);
    await expectHeading(invitee, 'Activar cuenta');
    // Ten characters, but the most common ones: the API refuses it and says so under the field.
    const newPassword = invitee.getByLabel('Nueva clave', { exact: false }).first();
    await newPassword.fill('1234567890');
    await invitee.getByLabel('Repite la nueva clave').fill('1234567890');
    await invitee.getByRole('button', { name: 'Guardar clave' }).click();
    await expect(invitee.getByRole('link', { name: /^Esa clave es fácil de adivinar/ })).toBeVisible();
    await expect(newPassword).toHaveAttribute('aria-describedby', /\S/);
    await expect.poll(() => newPassword.evaluate((input) => input.getAttribute('aria-describedby').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toMatch(/Esa clave es fácil de adivinar/);
    await expect(invitee).toHaveURL((u) => u.pathname === '/admin/activar-cuenta');
    await newPassword.fill(password);
    await invitee.getByLabel('Repite la nueva clave').fill(password);
    await invitee.getByRole('button', { name: 'Guardar clave' }).click();
    await expect(invitee).toHaveURL((u) => u.pathname === '/admin/login');

    // The reviewer signs in and lands in their work area.
    await signInUi(invitee, baseURL, { email, password }, { expectWelcome: `Rosa Revisora ${stamp}` });
    await expect(invitee).toHaveURL((u) => u.pathname === '/revisor/postulaciones');
    await expectHeading(invitee, 'Postulaciones asignadas');

    // TOTP enrolment on their own account page: QR, the secret as text, recovery codes once.
    await invitee.goto('/admin/cuenta');
    await expectHeading(invitee, 'Mi cuenta');
    await invitee.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await expect(invitee.getByRole('img', { name: /Código QR/ })).toBeVisible();
    const secret = (await invitee.getByTestId('totp-secreto').textContent()).trim();
    const totp = totpOf(secret);
    const used = new Set();
    await invitee.getByLabel('Código de verificación').fill(await freshCode(totp, used));
    await invitee.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await expect(invitee.getByTestId('codigos-recuperacion').locator('li').first()).toBeVisible();
    const codes = (await invitee.getByTestId('codigos-recuperacion').locator('li').allTextContents()).map((c) => c.trim());
    expect(codes.length, `códigos de recuperación: ${codes.join(', ')}`).toBeGreaterThanOrEqual(5);
    await invitee.getByRole('button', { name: 'Ya guardé mis códigos' }).press('Enter');
    await expect(invitee.getByText(/^Activada\. Te quedan \d+ códigos de recuperación\./)).toBeVisible();
    // The button pressed is gone: focus is on the section's heading, not on <body>.
    await expect.poll(() => invitee.evaluate(() => document.activeElement?.textContent)).toBe('Verificación en dos pasos');

    // Sign-in now asks for the code: a wrong one is refused, a computed one accepted.
    await signOut(invitee);
    await signInUi(invitee, baseURL, { email, password });
    const codeField = invitee.getByLabel('Código de verificación');
    await codeField.fill('000000' === totp.generate() ? '111111' : '000000');
    await invitee.getByRole('button', { name: 'Continuar' }).click();
    await expect(invitee.getByRole('alert').filter({ hasText: /código/i }).first()).toBeVisible();
    await expect(invitee).toHaveURL((u) => u.pathname === '/admin/login');
    await codeField.fill(await freshCode(totp, used));
    await invitee.getByRole('button', { name: 'Continuar' }).click();
    await expect(invitee).toHaveURL((u) => u.pathname === '/revisor/postulaciones');
    await expectHeading(invitee, 'Postulaciones asignadas');

    // A recovery code works once.
    for (const expectAccepted of [true, false]) {
      await signOut(invitee);
      await signInUi(invitee, baseURL, { email, password });
      await invitee.getByRole('button', { name: 'Usar un código de recuperación' }).click();
      await invitee.getByLabel('Código de recuperación').fill(codes[0]);
      await invitee.getByRole('button', { name: 'Continuar' }).click();
      if (expectAccepted) {
        await expect(invitee).toHaveURL((u) => u.pathname === '/revisor/postulaciones');
        await expectHeading(invitee, 'Postulaciones asignadas');
      }
      else {
        await expect(invitee.getByRole('alert').first()).toBeVisible();
        await expect(invitee, 'un código de recuperación sirve una sola vez').toHaveURL((u) => u.pathname === '/admin/login');
      }
    }

    // Signed in again (with a fresh code), then deactivated by the admin: the open session ends at once.
    await invitee.getByRole('button', { name: 'Usar el código de la aplicación' }).click();
    await invitee.getByLabel('Código de verificación').fill(await freshCode(totp, used));
    await invitee.getByRole('button', { name: 'Continuar' }).click();
    await expect(invitee).toHaveURL((u) => u.pathname === '/revisor/postulaciones');
    await expectHeading(invitee, 'Postulaciones asignadas');
    const token = await invitee.evaluate(() => JSON.parse(localStorage.getItem('user')).token);
    const before = await fetch(new URL('/api/me', apiUrl), { headers: { authorization: `Bearer ${token}` } });
    expect(before.status).toBe(200);

    await admin.reload();
    await expectHeading(admin, 'Usuarios');
    // With the keyboard: once the account is deactivated, focus is back in its row, on the button that
    // took Desactivar's place (it fell to <body>: the list reloaded behind a loading state).
    await admin.getByRole('button', { name: `Desactivar la cuenta de Rosa Revisora ${stamp}` }).press('Enter');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Desactivar cuenta' }).press('Enter');
    await expect(admin.getByRole('alertdialog')).toHaveCount(0);
    await expect(admin.getByRole('button', { name: `Reactivar la cuenta de Rosa Revisora ${stamp}` })).toBeVisible();
    const focused = () => admin.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.textContent?.trim()));
    await expect.poll(focused, 'el foco vuelve a la fila de la cuenta').toBe(`Reactivar la cuenta de Rosa Revisora ${stamp}`);
    const after = await fetch(new URL('/api/me', apiUrl), { headers: { authorization: `Bearer ${token}` } });
    expect(after.status, 'la sesión abierta terminó al desactivar la cuenta').toBe(401);
    await invitee.reload();
    await expect(invitee).toHaveURL((u) => u.pathname === '/admin/login');
  });

  test("'¿Olvidaste tu clave?': desde el inicio de sesión con el teclado, el enlace por correo y la clave nueva", async ({ page, baseURL, apiUrl, mailbox }) => {
    expect(mailbox, 'la prueba necesita el servidor SMTP local').toBeTruthy();
    const password = `clave-olvidada-${Date.now().toString(36)}`;
    // The demo account gets its password back at the end: later files sign in with it.
    let changed = false;
    try {
      // The shell's public menu, as on the invitation's page: the shell chooses it by path, it needs no change.
      await page.goto('/admin/activar-cuenta?token=enlace-que-no-existe-0000000000');
      await expectHeading(page, 'Activar cuenta');
      await expect.poll(() => menuLinks(page), 'menú de /admin/activar-cuenta').toContain('Inicio');
      const publicMenu = await menuLinks(page);

      await page.goto('/admin/login');
      await expectHeading(page, 'Iniciar sesión');
      await tabToLink(page, '¿Olvidaste tu clave?');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((u) => u.pathname === '/admin/olvide-clave');
      await expectHeading(page, '¿Olvidaste tu clave?');
      await expect(page).toHaveTitle('¿Olvidaste tu clave? - Sello');
      await expect.poll(() => menuLinks(page), 'el menú del encabezado es el público').toEqual(publicMenu);
      await auditAllModes(page, '/admin/olvide-clave');

      // Typed and sent with the keyboard; the answer replaces the form and takes focus.
      const sentAt = mailbox.all().length;
      await page.getByLabel('Correo').focus();
      await page.keyboard.type(REVIEWER_3.email);
      await page.keyboard.press('Enter');
      const status = page.getByRole('status').filter({ hasText: 'Si el correo corresponde a una cuenta activa' });
      await expect(status).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), 'el aviso tiene el foco').toBe('status');
      await expect(page.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeVisible();
      await auditAllModes(page, '/admin/olvide-clave (enviado)');

      // The reset e-mail reaches the local SMTP server; its link sets the new password.
      const mail = await newMail(mailbox, sentAt, (m) => m.to.includes(REVIEWER_3.email) && /\/admin\/restablecer-clave\?token=/.test(m.text));
      const link = new URL(mail.text.match(/https?:\/\/\S+\/admin\/restablecer-clave\?token=[\w-]+/)[0]);
      await page.goto(link.pathname + link.search);
      await expectHeading(page, 'Restablecer clave');
      await page.getByLabel('Nueva clave', { exact: false }).first().fill(password);
      await page.getByLabel('Repite la nueva clave').fill(password);
      await page.getByRole('button', { name: 'Guardar clave' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/admin/login');
      changed = true;

      // The link is spent: opened again, the page keeps its heading and offers a new one.
      await page.goto(link.pathname + link.search);
      await expectHeading(page, 'Restablecer clave');
      await expect(page.getByRole('link', { name: 'Pedir un nuevo enlace' })).toBeVisible();

      await signInUi(page, baseURL, { email: REVIEWER_3.email, password }, { expectWelcome: REVIEWER_3.name });
      await expect(page).toHaveURL((u) => u.pathname === '/revisor/postulaciones');
      await expectHeading(page, 'Postulaciones asignadas');
    } finally {
      if (changed) {
        const login = await (await fetch(new URL('/api/login', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: REVIEWER_3.email, password }) })).json();
        const restored = await fetch(new URL('/api/cuenta/clave', apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
          body: JSON.stringify({ current_password: password, password: REVIEWER_3.password, password_confirmation: REVIEWER_3.password }),
        });
        expect(restored.status, 'la cuenta de demostración recupera su clave').toBe(200);
      }
    }
  });
});
