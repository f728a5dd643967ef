import { expect, test } from '@playwright/test';
import { setSessionCookies, signUpAndSignIn } from './helpers';
import { buyThroughApi, paidWorkshop } from './door-helpers';
import { addFromWorkshopPage, answerAtBank } from './money-helpers';

/**
 * Tickets and the door (docs/operations.md#tickets-and-the-door): a visitor buys a workshop at the sandbox bank and sees its QR; a
 * door volunteer scans it (the rendered QR image, read by the door's decoder), sees green, scans it
 * again and sees amber; with the network cut a second attendee is accepted from the saved list, and
 * the check-in reaches the server once the connection is back.
 */

const shots = process.env.SCREENSHOTS === '1';

test('a ticket bought at the bank is scanned at the door: green, then amber; offline from the saved list, sent later', async ({ browser, request, baseURL }) => {
  const workshop = await paidWorkshop(request);

  // The visitor, on a phone.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await visitor.newPage();
  const { user } = await signUpAndSignIn(request, visitor, baseURL!);
  await addFromWorkshopPage(page, workshop.id);
  await page.goto('/profile/cart/checkout');
  await page.getByRole('button', { name: /^پرداخت/ }).click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');

  await page.goto('/profile/workshops');
  const qr = page.getByTestId('ticket-qr');
  await expect(qr).toBeVisible();
  await expect(page.getByTestId('ticket-holder')).toHaveText(`${user.first_name} ${user.last_name}`);
  await expect(page.getByTestId('ticket')).toContainText(workshop.fa_title);
  const ticketA = (await qr.getAttribute('data-ticket'))!;
  expect(ticketA).toMatch(/^[A-Za-z0-9_-]{24}$/);
  if (shots) await page.screenshot({ path: 'e2e/.output/screens/ticket-390.png', fullPage: true });
  // What a phone screen shows the door: the rendered QR code, as an image.
  const qrImage = await qr.screenshot();

  // The printable page holds the same ticket.
  await page.goto('/profile/tickets');
  await expect(page.getByTestId('printable-tickets').getByTestId('ticket-qr')).toHaveAttribute('data-ticket', ticketA);

  const ticketB = await buyThroughApi(request, workshop.id);

  // The door volunteer (the demo festival's door account), on a phone.
  const doorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const login = await request.post('/api/token/access/', { data: { phone_number: '09120000002', password: 'Door-Fest-1405' } });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access: string; refresh: string };
  await setSessionCookies(doorContext, baseURL!, { ...tokens, phone: '09120000002' });
  const door = await doorContext.newPage();
  await door.goto('/door');
  await door.getByLabel('نشست').selectOption(String(workshop.id));
  const count = door.getByTestId('door-count');
  await expect(count).toContainText(' از ');
  await expect(count).not.toContainText('از ۰ ');

  // Scan the rendered QR code (the photo path runs the same decoder as the camera).
  const result = door.getByTestId('door-result');
  await door.getByTestId('door-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrImage });
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(door.getByTestId('door-result-name')).toHaveText(`${user.first_name} ${user.last_name}`);
  if (shots) await door.screenshot({ path: 'e2e/.output/screens/door-green-390.png' });
  await result.click();
  await expect(result).toHaveCount(0);

  // The same ticket again: amber, already in.
  await door.getByTestId('door-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrImage });
  await expect(result).toHaveAttribute('data-result', 'already');
  if (shots) await door.screenshot({ path: 'e2e/.output/screens/door-amber-390.png' });
  await result.click();

  // The hall's Wi-Fi fails: the second attendee's typed code is accepted from the saved list and queued.
  await doorContext.setOffline(true);
  await door.getByLabel('کد بلیت').fill(ticketB);
  await door.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(door.getByTestId('door-result-name')).toHaveText('رضا کریمی');
  await expect(result).toContainText('بدون اتصال');
  await result.click();
  await expect(door.getByTestId('door-queue')).toBeVisible();
  await expect(door.getByTestId('door-offline')).toBeVisible();
  if (shots) await door.screenshot({ path: 'e2e/.output/screens/door-offline-390.png', fullPage: true });

  // The connection returns: the queue is sent and the server has the check-in.
  await doorContext.setOffline(false);
  await expect(door.getByTestId('door-queue')).toHaveCount(0, { timeout: 20_000 });
  const list = await request.get(`/api/checkin/presentations/${workshop.id}/`, { headers: { authorization: `Bearer ${tokens.access}` } });
  const attendees = (await list.json()) as { first_name: string; last_name: string; checked_in_at: string | null }[];
  expect(attendees.find((a) => a.first_name === 'رضا' && a.last_name === 'کریمی')?.checked_in_at).toEqual(expect.any(String));
  expect(attendees.find((a) => a.first_name === user.first_name && a.last_name === user.last_name)?.checked_in_at).toEqual(expect.any(String));
  await expect(door.getByTestId('door-conflicts')).toHaveCount(0);

  await visitor.close();
  await doorContext.close();
});
