import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, signUpAndSignIn, signUpThroughApi, toast } from './helpers';
import { answerAtBank, demoPresentation, latinDigits } from './money-helpers';

/**
 * The waiting list of a full workshop against the real server and the demo festival: the ethical
 * hacking workshop has two seats left (apps/api/seed/demo-festival.json); two other visitors take
 * them (payments in progress). Visitor A joins its waiting list; one of the two cancels at the bank,
 * which frees the seat at once; A finds it held in the cart with a countdown, and pays.
 */
const shots = process.env.SCREENSHOTS ? (process.env.SCREENSHOT_DIR ?? path.resolve('e2e/.output/screens')) : null;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shots, `waitlist-${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' });
}

/** A visitor who puts the workshop in the cart and starts paying: the seat is held for them. */
async function holder(request: APIRequestContext, presentationId: number) {
  const user = newUser();
  const answer = await signUpThroughApi(request, user);
  expect(answer.status(), await answer.text()).toBe(201);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  const headers = { authorization: `Bearer ${tokens.access}` };
  expect((await request.post(`/api/presentations/${presentationId}/add_participation/`, { headers })).status()).toBe(201);
  const started = await request.post('/api/payments/pay_all/', { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { authority } = (await started.json()) as { authority: string };
  return { headers, authority };
}

test('a full workshop: join its waiting list, a seat frees, the offer waits in the cart with a countdown, pay it', async ({ page, request, context, baseURL }) => {
  const hacking = await demoPresentation(request, 'Ethical Hacking');
  const before = (await (await request.get(`/api/presentations/${hacking.id}`)).json()) as { remained_capacity: number };
  const holders = [];
  for (let i = 0; i < before.remained_capacity; i += 1) holders.push(await holder(request, hacking.id));
  const full = (await (await request.get(`/api/presentations/${hacking.id}`)).json()) as { remained_capacity: number; waiting: number };
  expect(full).toMatchObject({ remained_capacity: 0, waiting: 0 });

  await signUpAndSignIn(request, context, baseURL!);

  // The programme's card says it is full and offers the waiting list instead of a seat.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/workshops');
    // Cards on a desktop, the compact list's rows on a phone: both offer it.
    const card = page.getByTestId('presentation-card').or(page.getByTestId('presentation-row')).filter({ hasText: hacking.fa_title });
    await expect(card.getByRole('button', { name: 'ورود به فهرست انتظار' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    if (shots) await card.screenshot({ path: path.join(shots, `waitlist-card-${width}.png`), animations: 'disabled' });
  }

  // On its page: join; the place in line shows, with a way out.
  await page.goto(`/workshop/${hacking.id}`);
  const action = page.getByTestId('booking-action');
  await expect(action).toContainText('ظرفیت');
  await shoot(page, 'join');
  await action.getByRole('button', { name: 'ورود به فهرست انتظار' }).click();
  await expect(toast(page, 'به فهرست انتظار اضافه شدید؛ نفر ۱ هستید.')).toBeVisible();
  await expect(action.getByTestId('waitlist-position')).toContainText('نفر ۱ در فهرست انتظار هستید');
  await expect(action.getByRole('button', { name: `خروج از فهرست انتظار «${hacking.fa_title}»` })).toBeVisible();
  await expect(action.getByTestId('waitlist-count')).toHaveCount(0); // counted only while others wait
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'position');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'position');

  // The agenda page lists the visitor's waiting lists.
  await page.goto('/profile/agenda');
  const mine = page.getByTestId('my-waitlists');
  await expect(mine).toContainText(hacking.fa_title);
  await expect(mine).toContainText('نفر ۱ در فهرست انتظار هستید');

  // Another visitor cancels at the bank: their held seat is freed, and offered to the first in line.
  const freeing = holders[0]!;
  const cancelled = await request.post(`/_sandbox/zarinpal/pg/StartPay/${freeing.authority}`, { form: { status: 'NOK' }, maxRedirects: 0 });
  expect(cancelled.status()).toBe(303);
  const failed = await request.post('/api/payments/verify/', { headers: freeing.headers, data: { authority: freeing.authority, status: 'NOK' } });
  expect(await failed.json()).toMatchObject({ payment_state: 'FAILED' });
  await expect
    .poll(async () => {
      const res = await request.get(`/_sandbox/sms/messages/?phone=${(await context.cookies()).find((c) => c.name === 'phone_number')!.value}`);
      return ((await res.json()) as { text: string }[]).some((m) => m.text.includes('فهرست انتظار'));
    }, { message: 'the offer is texted' })
    .toBe(true);

  // The offer waits in the cart, with a live countdown.
  await page.goto('/profile/cart/list');
  const item = page.getByTestId('cart-item').filter({ hasText: hacking.fa_title });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('waitlist-offer')).toContainText('یک صندلی برای شما نگه داشته شده است');
  const countdown = item.getByTestId('offer-countdown');
  const first = latinDigits((await countdown.textContent()) ?? '');
  expect(first).toMatch(/^(29|30):\d\d/);
  await expect.poll(async () => latinDigits((await countdown.textContent()) ?? '')).not.toBe(first);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'offer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'offer');

  // And on the workshop's page, instead of the waiting list.
  await page.goto(`/workshop/${hacking.id}`);
  await expect(action.getByTestId('waitlist-offer')).toBeVisible();
  await action.getByRole('link', { name: 'پرداخت در سبد خرید' }).click();

  // Accept it: pay through the sandbox bank.
  await expect(page).toHaveURL('/profile/cart/list');
  await page.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' }).click();
  await page.getByRole('button', { name: 'پرداخت ۴۰۰٬۰۰۰ تومان' }).click();
  await answerAtBank(page, 'پرداخت');
  const verdict = page.getByTestId('payment-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'COMPLETED');
  await expect(verdict).toContainText(hacking.fa_title);

  // Bought: out of the waiting list.
  await page.goto('/profile/agenda');
  await expect(page.getByText('در فهرست انتظار هیچ کارگاهی نیستید', { exact: false })).toBeVisible();
});
