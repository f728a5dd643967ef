import { expect, test } from '@playwright/test';
import { doorOnPhone, fillSession, freshPhone, paidWorkshop } from './door-helpers';
import { demoPresentation } from './money-helpers';

/**
 * Selling a seat at the door (contract "Sales at the door") against the real server: the demo
 * festival's door account sells a seat of a paid workshop for cash to a new phone, sees green, and
 * finds the person checked in in the search; then a session with no seat left answers "full".
 * It sells and fills demo seats, so it runs with the console journeys, after those that count them
 * (playwright.config.ts).
 */

test('a seat sold at the door for cash: green, checked in in the search; a full session answers red', async ({ browser, request, baseURL }) => {
  const workshop = await paidWorkshop(request);
  const { page } = await doorOnPhone(browser, request, baseURL!, workshop.id);
  const phone = freshPhone();

  await page.getByRole('button', { name: 'فروش حضوری' }).click();
  const dialog = page.getByRole('dialog', { name: 'فروش حضوری' });
  await expect(dialog.getByTestId('walk-in-seats')).toHaveText(/^[۰-۹٬]+ صندلی خالی$/);
  // The session's price, in Toman, grouped in Persian digits.
  const price = new Intl.NumberFormat('fa-IR').format(workshop.cost);
  await expect(dialog.getByLabel('مبلغ دریافتی (تومان)')).toHaveValue(price);
  await expect(dialog.getByRole('radio', { name: 'نقدی' })).toBeChecked();
  // Typed in Persian digits, as said aloud at the door.
  await dialog.getByLabel('شماره موبایل').fill(phone.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))));
  await dialog.getByLabel('نام', { exact: true }).fill('نیما');
  await dialog.getByLabel('نام خانوادگی').fill('حضوری');
  await dialog.getByRole('button', { name: 'ادامه' }).click();
  await expect(dialog.getByTestId('walk-in-amount')).toHaveText(`${price} تومان`);
  await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();

  const result = page.getByTestId('door-result');
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('door-result-name')).toHaveText('نیما حضوری');
  // The sum and its unit are held together by a no-break space.
  await expect(result).toContainText(`فروش حضوری ثبت شد: ${price}\u00a0تومان، نقدی`);
  await result.click();

  await page.getByLabel('جست‌وجوی نام یا ۴ رقم آخر موبایل').fill('نیما حضوری');
  const found = page.getByTestId('door-search-results');
  await expect(found).toContainText('نیما حضوری');
  await expect(found).toContainText('وارد شده');
  const body = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(body.scroll).toBeLessThanOrEqual(body.width);

  // The same phone again: it already holds the session; the door is sent to the search.
  await page.getByRole('button', { name: 'فروش حضوری' }).click();
  await dialog.getByLabel('شماره موبایل').fill(phone);
  await dialog.getByLabel('نام', { exact: true }).fill('نیما');
  await dialog.getByLabel('نام خانوادگی').fill('حضوری');
  await dialog.getByRole('button', { name: 'ادامه' }).click();
  await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();
  await expect(dialog.getByRole('alert')).toContainText('این شماره پیش‌تر در همین نشست ثبت‌نام کرده است');
  await dialog.getByRole('button', { name: 'پیدا کردن در جست‌وجو' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(found).toContainText('نیما حضوری');

  // A session with no seat left: red, nothing sold.
  // Yocto: a workshop no other journey buys.
  const yocto = await demoPresentation(request, 'Building a Custom Linux Distribution');
  await fillSession(request, yocto.id);
  await page.getByLabel('نشست').selectOption(String(yocto.id));
  await page.getByRole('button', { name: 'فروش حضوری' }).click();
  await expect(dialog.getByTestId('walk-in-seats')).toHaveText('صندلی خالی نمانده است');
  await dialog.getByLabel('شماره موبایل').fill(freshPhone());
  await dialog.getByLabel('نام', { exact: true }).fill('سارا');
  await dialog.getByLabel('نام خانوادگی').fill('دیررسیده');
  await dialog.getByRole('button', { name: 'ادامه' }).click();
  await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();
  await expect(result).toHaveAttribute('data-kind', 'full');
  await expect(result).toContainText('ظرفیت تکمیل است');
});
