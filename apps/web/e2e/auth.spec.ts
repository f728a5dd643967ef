import { expect, test, type Page } from '@playwright/test';
import { codeFromSandbox, cookie, forgedJwt, makePng, newUser, setSessionCookies, signUpAndSignIn, signUpThroughApi, toast, type TestUser } from './helpers';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillLogin(page: Page, phone: string, password: string) {
  await field(page, 'شماره موبایل').fill(phone);
  await field(page, 'رمز عبور').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /سارا|لیلا/ }).click();
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
}

test('sign up, log out, log in, edit the profile with an avatar, change the password, log in again', async ({ page, context, request }) => {
  const user: TestUser = newUser();

  // Sign up.
  await page.goto('/signup');
  await expect(page).toHaveTitle('ثبت‌نام | جشنواره لینوکس ۱۴۰۵');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The phone first, then the code texted to it (read from the SMS sandbox) and the rest.
  await field(page, 'شماره موبایل').fill(user.phone_number);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await field(page, 'کد تأیید').fill(await codeFromSandbox(request, user.phone_number));
  await field(page, 'نام').fill(user.first_name);
  await field(page, 'نام خانوادگی').fill(user.last_name);
  await field(page, 'ایمیل').fill(user.email);
  await field(page, 'رمز عبور').fill(user.password);
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'حساب شما ساخته شد. خوش آمدید!')).toBeVisible();
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();

  // The session lives in the three cookies at path /; the access token's cookie is Secure and SameSite=Strict.
  const access = await cookie(context, 'access_token');
  expect(access).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
  expect((await cookie(context, 'refresh_token'))?.path).toBe('/');
  expect((await cookie(context, 'phone_number'))?.value).toBe(user.phone_number);
  const refreshBeforeLogout = (await cookie(context, 'refresh_token'))!.value;

  // Log out: cookies gone, refresh token revoked on the server.
  await logOut(page);
  expect(await cookie(context, 'access_token')).toBeUndefined();
  expect(await cookie(context, 'refresh_token')).toBeUndefined();
  expect(await cookie(context, 'phone_number')).toBeUndefined();
  await expect
    .poll(async () => (await request.post('/api/token/refresh/', { data: { refresh: refreshBeforeLogout } })).status())
    .toBe(401);

  // A profile page needs a session: to the login page and back after logging in.
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit$/);
  // A wrong password shows the server's message.
  await fillLogin(page, user.phone_number, 'not-the-password');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // Persian digits are accepted: the number is normalised before it is used.
  const persianPhone = user.phone_number.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  await fillLogin(page, persianPhone, user.password);
  await expect(page).toHaveURL('/profile/edit');
  await expect(field(page, 'نام')).toHaveValue(user.first_name);
  expect((await cookie(context, 'phone_number'))?.value).toBe(user.phone_number);

  // Edit the profile with an avatar: a preview first, the uploaded picture after saving.
  await field(page, 'نام').fill('لیلا');
  await page.locator('input[type=file][name=avatar]').setInputFiles({ name: 'tux.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByTestId('avatar-preview')).toBeVisible();
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(toast(page, 'پروفایل شما ذخیره شد.')).toBeVisible();
  const avatar = page.getByTestId('avatar-current');
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await expect(field(page, 'نام')).toHaveValue('لیلا');
  await expect(page.getByRole('button', { name: 'لیلا' })).toBeVisible();

  // Change the password.
  const newPassword = 'Another-Penguin-77';
  await page.getByRole('navigation', { name: 'منوی حساب کاربری' }).getByRole('link', { name: 'تغییر رمز عبور' }).click();
  await expect(page).toHaveURL('/profile/password');
  await field(page, 'رمز عبور فعلی').fill('wrong-old-password');
  await field(page, 'رمز عبور تازه').fill(newPassword);
  await field(page, 'تکرار رمز عبور تازه').fill(newPassword);
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible(); // WRONG_PASSWORD
  await field(page, 'رمز عبور فعلی').fill(user.password);
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'رمز عبور شما تغییر کرد.' })).toBeVisible();
  await expect(field(page, 'رمز عبور فعلی')).toHaveValue('');

  // The old refresh token was revoked by the change; the app renewed its session, so an unusable
  // access token is still refreshed unseen.
  await setSessionCookies(context, page.url(), { access: forgedJwt });
  await page.goto('/profile/edit');
  await expect(field(page, 'نام')).toHaveValue('لیلا');

  // Log out; the old password no longer works, the new one does.
  await logOut(page);
  await page.goto('/login');
  await fillLogin(page, user.phone_number, user.password);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await fillLogin(page, user.phone_number, newPassword);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'لیلا' })).toBeVisible();
});

test('signup shows the server field errors beside their fields, and never that a phone is taken before the code is right', async ({ page, request }) => {
  const taken = newUser();
  expect((await signUpThroughApi(request, taken)).status()).toBe(201);

  await page.goto('/signup');
  await field(page, 'شماره موبایل').fill(taken.phone_number);
  // A taken phone gets no code, but the page can't tell (no enumeration): any code goes on.
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await field(page, 'کد تأیید').fill('123456');
  await field(page, 'نام').fill('علی');
  await field(page, 'نام خانوادگی').fill('رضایی');
  await field(page, 'ایمیل').fill(`other.${taken.email}`);
  await field(page, 'رمز عبور').fill('Penguin-Tux-2026');
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();

  // The code is checked first: its refusal sits beside it, and the phone is not said to be taken.
  const code = field(page, 'کد تأیید');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await code.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy!.split(' ')[0]}"]`)).not.toBeEmpty();
  await expect(field(page, 'شماره موبایل')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup/);
});

test('an expired access token is refreshed unseen', async ({ page, context, request, baseURL }) => {
  const { user } = await signUpAndSignIn(request, context, baseURL!);
  await setSessionCookies(context, baseURL!, { access: forgedJwt });

  await page.goto('/profile/edit');
  await expect(field(page, 'نام')).toHaveValue(user.first_name);
  await expect(page).toHaveURL('/profile/edit');
  const access = await cookie(context, 'access_token');
  expect(access?.value).not.toBe(forgedJwt);
  expect(access).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
  await expect(toast(page, 'نیاز دارید تا وارد شوید!')).toHaveCount(0);
});

test('a failed refresh ends the session on the login page', async ({ page, context, request, baseURL }) => {
  await signUpAndSignIn(request, context, baseURL!);
  await setSessionCookies(context, baseURL!, { access: forgedJwt, refresh: forgedJwt });

  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login/);
  await expect(toast(page, 'نیاز دارید تا وارد شوید!')).toBeVisible();
  await expect(toast(page, 'نیاز دارید تا وارد شوید!')).toHaveCount(1);
  expect(await cookie(context, 'access_token')).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
});

test('startup restores the session only when all three cookies exist', async ({ page, context, request, baseURL }) => {
  const { user } = await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();

  await context.clearCookies({ name: 'phone_number' });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
});

test('parallel 401s start one refresh; the page stays and no toast shows', async ({ page, context, request, baseURL }) => {
  await signUpAndSignIn(request, context, baseURL!);
  await setSessionCookies(context, baseURL!, { access: forgedJwt });
  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/token/refresh/')) refreshes += 1;
  });
  // The cart page asks for the cart, the user (header) and more at once, each refused with 401.
  await page.goto('/profile/cart/list');
  await expect(page.getByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refreshes).toBe(1);
  await expect(toast(page, 'نیاز دارید تا وارد شوید!')).toHaveCount(0);
});

test('with the access cookie gone, reloading a profile page renews the session silently', async ({ page, context, request, baseURL }) => {
  const { user } = await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/profile/edit');
  await expect(field(page, 'نام')).toHaveValue(user.first_name);

  await context.clearCookies({ name: 'access_token' });
  await page.reload();
  await expect(field(page, 'نام')).toHaveValue(user.first_name);
  await expect(page).toHaveURL('/profile/edit');
  expect((await cookie(context, 'access_token'))?.value).toBeTruthy();
});

test('a dead session found at start clears all three cookies and asks to log in', async ({ page, context, request, baseURL }) => {
  const { user } = await signUpAndSignIn(request, context, baseURL!);
  await context.clearCookies({ name: 'access_token' });
  await setSessionCookies(context, baseURL!, { refresh: forgedJwt, phone: user.phone_number });
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit$/);
  for (const name of ['access_token', 'refresh_token', 'phone_number']) expect(await cookie(context, name), name).toBeUndefined();
});
