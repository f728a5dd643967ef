import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { appRunning } from './helpers';

/** Helpers shared by the purchase, contest and money-screenshot journeys. */

interface PresentationSummary {
  id: number;
  fa_title: string;
  en_title: string;
  cost: number;
}

/** A presentation of the demo festival (apps/api/seed/demo-festival.json), found by its English title. */
export async function demoPresentation(request: APIRequestContext, enTitleStart: string): Promise<PresentationSummary> {
  const res = await request.get('/api/presentations/all/');
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as PresentationSummary[];
  const found = list.find((p) => p.en_title.startsWith(enTitleStart));
  if (!found) throw new Error(`the demo festival has no presentation titled "${enTitleStart}…"`);
  return found;
}

/** The header's cart badge (absent when the count is 0). */
export const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

/** Adds a presentation to the cart from its page, as a visitor would. */
export async function addFromWorkshopPage(page: Page, id: number) {
  await page.goto(`/workshop/${id}`);
  await appRunning(page);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.locator('.toasts').getByText('با موفقیت به سبد خرید اضافه شد')).toBeVisible();
  await expect(page.getByText('در سبد خرید', { exact: true })).toBeVisible();
}

/** On the sandbox bank page: press pay or cancel, and land back on the app's result page. */
export async function answerAtBank(page: Page, choice: 'پرداخت' | 'انصراف') {
  await expect(page).toHaveURL(/\/_sandbox\/zarinpal\/pg\/StartPay\/A\w{35}$/);
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/perhaps\?Authority=A\w{35}&Status=(OK|NOK)$/);
}

/** Persian digits -> Latin, for comparing numbers shown on the page. */
export const latinDigits = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Buys these demo workshops in one payment through the sandbox bank, as the visitor whose token is given. */
export async function buyAtBank(request: APIRequestContext, context: BrowserContext, access: string, titles: string[]) {
  const headers = { Authorization: `Bearer ${access}` };
  for (const title of titles) {
    const p = await demoPresentation(request, title);
    expect((await request.post(`/api/presentations/${p.id}/add_participation/`, { headers })).status()).toBe(201);
  }
  const start = (await (await request.post('/api/payments/pay_all/', { headers, data: {} })).json()) as { payment_url: string };
  const bank = await context.newPage();
  await bank.goto(start.payment_url);
  await answerAtBank(bank, 'پرداخت');
  await expect(bank.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
  await bank.close();
}
