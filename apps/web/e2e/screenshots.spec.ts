import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers';

/**
 * Not a check but a camera: saves the auth and profile pages at phone and desktop widths to
 * /work/main/screenshots (git-ignored) so that a person can look at them.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1280];

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

for (const width of widths) {
  test(`auth and profile pages at ${width}px`, async ({ page, context, request, baseURL }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ورود به حساب کاربری' })).toBeVisible();
    await shoot(page, 'login', width);

    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByText('این فیلد را پر کنید.').first()).toBeVisible();
    await shoot(page, 'login-errors', width);

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'ساخت حساب کاربری' })).toBeVisible();
    await shoot(page, 'signup', width);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'جشنواره لینوکس ۱۴۰۵', level: 1 })).toBeVisible();
    await shoot(page, 'home-coming-soon', width);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
    await shoot(page, 'not-found', width);

    await signUpAndSignIn(request, context, baseURL!);
    await page.goto('/profile/edit');
    await expect(page.getByLabel('نام', { exact: true })).not.toHaveValue('');
    await shoot(page, 'profile-edit', width);

    await page.goto('/profile/password');
    await expect(page.getByRole('heading', { name: 'تغییر رمز عبور' })).toBeVisible();
    await shoot(page, 'profile-password', width);

    if (width < 600) {
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      await shoot(page, 'mobile-menu', width);
    } else {
      await page.getByRole('button', { name: 'سارا' }).click();
      await shoot(page, 'user-menu', width);
    }
  });
}
