import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { PUBLIC_MENU } from '../lib/pages.mjs';

test.describe('public menu and layout', () => {
  test('every public menu link navigates and only the current one is underlined', async ({ page, baseURL }) => {
    await page.goto('/');
    await expectHeading(page);
    const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
    for (const item of PUBLIC_MENU) {
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new URL(item.path, baseURL).href);
      const heading = await expectHeading(page);
      await expect(heading, `${item.path} existe`).not.toHaveText(/404|no encontrad/i);
      await expect(menu.locator('a[aria-current="page"]', { hasText: item.label })).toBeVisible();
      const current = menu.locator('a[aria-current="page"]');
      await expect(current, `un solo enlace actual en ${item.path}`).toHaveCount(1);
      await expect(current).toHaveText(item.label);
      await expect(current, `${item.label} subrayado`).toHaveCSS('text-decoration-line', /underline/);
      const other = menu.locator('a:not([aria-current])').first();
      await expect(other).not.toHaveCSS('text-decoration-line', /underline/);
      await expect(page).toHaveTitle(/ - Sello$/);
    }
  });

  test('moves focus to the new page heading after a navigation', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page);
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Quiénes somos' }).click();
    const heading = await expectHeading(page, 'Quiénes somos');
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Quiénes somos - Sello');
  });

  test('starts with the skip link and has no positive tabindex', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expectHeading(page, 'Preguntas frecuentes');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Saltar al contenido principal');
    await page.keyboard.press('Enter');
    await expect(page.locator('#contenido')).toBeFocused();
    await expect(page.locator('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
  });

  test('shows the 404 page inside the layout for an unknown address', async ({ page, baseURL }) => {
    await page.goto('/esto-no-existe');
    await expectHeading(page, '404 under construction');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(new URL('/', baseURL).href);
  });

  test('on a phone, the hamburger opens the same menu', async ({ newPage, baseURL }) => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await expectHeading(page);
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Menú principal móvil' });
    await expect(mobile.getByRole('link')).toHaveCount(7);
    await mobile.getByRole('link', { name: 'Noticias' }).click();
    await expect(page).toHaveURL(new URL('/noticias', baseURL).href);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.getByTestId('brand-bar').evaluate((el) => el.getBoundingClientRect().height)).toBe(8);
  });
});
