import { expect, test } from '@playwright/test';
import { appRunning, signUpAndSignIn, uniquePhone } from './helpers';
import { buyAtBank, demoPresentation } from './money-helpers';

/**
 * A visitor gives a paid registration to another phone, against the real API and the sandbox bank:
 * bought, given from "my workshops" to a phone with no account (typed in Persian digits), gone from
 * their list and tickets at once. The recipient cannot sign in without setting a password, so the
 * organiser's API checks the rest: the old ticket is refused at the door, and the attendees list has
 * the registration under the new phone; the recipient was texted.
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

/** Latin digits -> Persian, as the page writes numbers. */
const persian = (value: string) => value.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
/** 09121234567 -> '۰۹۱۲ ۱۲۳ ۴۵۶۷', as the page reads a phone back. */
const shownPhone = (phone: string) => persian(phone.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3'));

test('a visitor gives a bought workshop to a new phone: gone from their list, the old ticket refused, the recipient holds it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const workshop = await demoPresentation(request, 'Linux Command Line');
  const { user, tokens } = await signUpAndSignIn(request, context, baseURL!);
  await buyAtBank(request, context, tokens.access, ['Linux Command Line']);
  const cart = (await (await request.get('/api/presentations/cart/', { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as {
    id: number;
    presentation: { id: number };
    ticket: string | null;
  }[];
  const bought = cart.find((item) => item.presentation.id === workshop.id)!;
  expect(bought.ticket).toBeTruthy();
  let recipient = uniquePhone();
  while (recipient === user.phone_number) recipient = uniquePhone();

  await page.goto('/profile/workshops');
  await appRunning(page);
  const list = page.getByTestId('my-workshops');
  await expect(list.getByTestId('ticket')).toHaveCount(1);
  await list.getByRole('button', { name: `واگذاری به دیگری: ${workshop.fa_title}` }).click();

  // What giving it on does, said before it; the deadline is the festival's (2 hours by default).
  const dialog = page.getByRole('dialog', { name: 'واگذاری ثبت‌نام به دیگری' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`با واگذاری «${workshop.fa_title}» به شمارهٔ دیگری:`);
  await expect(dialog).toContainText('بلیتی که در دست شماست همین حالا باطل می‌شود');
  await expect(dialog).toContainText('واگذاری فقط تا ۲ ساعت پیش از شروع ممکن است: تا ');
  const phone = dialog.getByLabel('شمارهٔ موبایل گیرنده');
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(phone).toHaveAttribute('inputmode', 'numeric');

  // Typed in Persian digits, read back grouped for the confirmation.
  await phone.fill(persian(recipient));
  await dialog.getByRole('button', { name: 'ادامه' }).click();
  await expect(dialog.getByTestId('transfer-question')).toHaveText(`«${workshop.fa_title}» به شمارهٔ ${shownPhone(recipient)} واگذار شود؟`);
  await dialog.getByRole('button', { name: 'بله، واگذار شود' }).click();

  // Gone from the list and the tickets at once; whom it went to said on the page.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-notice')).toContainText(`ثبت‌نام «${workshop.fa_title}» به شمارهٔ ${shownPhone(recipient)} واگذار شد.`);
  await expect(page.getByRole('link', { name: workshop.fa_title })).toHaveCount(0);
  await expect(page.getByTestId('ticket')).toHaveCount(0);
  await page.goto('/profile/tickets');
  await appRunning(page);
  await expect(page.getByTestId('ticket')).toHaveCount(0);

  // The organiser's side: the old ticket no longer opens the door; the registration is the recipient's.
  const admin = (await (await request.post('/api/token/access/', { data: ADMIN })).json()) as { access: string };
  const asAdmin = { Authorization: `Bearer ${admin.access}` };
  const scan = await request.post('/api/checkin/', { headers: asAdmin, data: { ticket: bought.ticket, presentation: workshop.id } });
  expect(scan.status(), await scan.text()).toBe(404);
  expect(((await scan.json()) as { code: string }).code).toBe('TICKET_NOT_FOUND');
  const attendees = (await (await request.get(`/api/admin/presentations/${workshop.id}/attendees/`, { headers: asAdmin })).json()) as {
    participation_id: number;
    phone_number: string;
  }[];
  expect(attendees.find((a) => a.participation_id === bought.id)?.phone_number).toBe(recipient);
  expect(attendees.some((a) => a.phone_number === user.phone_number)).toBe(false);
  // The recipient is told by text, with the session's title.
  await expect
    .poll(async () => ((await (await request.get(`/_sandbox/sms/messages/?phone=${recipient}`)).json()) as { text: string }[]).map((m) => m.text).join('\n'))
    .toContain(workshop.fa_title);
});
