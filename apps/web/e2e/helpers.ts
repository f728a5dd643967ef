import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** A unique Iranian mobile number for this run. */
export function uniquePhone(): string {
  const tail = String(Date.now() % 10_000_000).padStart(7, '0');
  const salt = Math.floor(Math.random() * 10);
  return `091${salt}${tail}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a navy-to-amber gradient) that any decoder, the server's included, accepts. */
export function makePng(width = 64, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const mix = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(11 + mix * (245 - 11));
      row[2 + x * 3] = Math.round(26 + mix * (158 - 26));
      row[3 + x * 3] = Math.round(51 + mix * (11 - 51));
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TestUser {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
}

export function newUser(): TestUser {
  const phone = uniquePhone();
  return {
    first_name: 'سارا',
    last_name: 'محمدی',
    email: `sara.${phone}@example.com`,
    phone_number: phone,
    password: 'Penguin-Tux-2026',
  };
}

/** The newest one-time code texted to `phone`, read from the SMS sandbox (PHONE_VERIFICATION is on). */
/** The codes already read for each phone: a code is asked for once, so the next read waits for a newer text. */
const codesRead = new Map<string, Set<string>>();

/**
 * The code of the newest text the sandbox received for `phone`, once it is one not read before: texts
 * are sent by the worker a moment after the request that queued them, so right after asking for a
 * second code the newest text may still be the first one's.
 */
export async function codeFromSandbox(request: APIRequestContext, phone: string): Promise<string> {
  const read = codesRead.get(phone) ?? codesRead.set(phone, new Set()).get(phone)!;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/_sandbox/sms/messages/?phone=${phone}`)).json()) as { text: string }[];
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      return code !== undefined && !read.has(code);
    })
    .toBe(true);
  read.add(code!);
  return code!;
}

/** Signs up through the API as a client with a code step does: asks for the code, reads it from the sandbox. */
export async function signUpThroughApi(request: APIRequestContext, user: TestUser) {
  const asked = await request.post('/api/otp/', { data: { phone_number: user.phone_number, purpose: 'signup' } });
  expect(asked.status(), await asked.text()).toBe(200);
  return request.post('/api/users/signup/', { data: { ...user, code: await codeFromSandbox(request, user.phone_number) } });
}

/** Signs up through the API and puts the session cookies in the browser, as the app would. */
export async function signUpAndSignIn(request: APIRequestContext, context: BrowserContext, baseURL: string, user = newUser()) {
  const answer = await signUpThroughApi(request, user);
  expect(answer.status(), await answer.text()).toBe(201);
  const { tokens } = (await answer.json()) as { tokens: { access: string; refresh: string } };
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: user.phone_number });
  return { user, tokens };
}

export async function setSessionCookies(
  context: BrowserContext,
  baseURL: string,
  values: Partial<{ access: string; refresh: string; phone: string }>,
) {
  const names = { access: 'access_token', refresh: 'refresh_token', phone: 'phone_number' } as const;
  await context.addCookies(
    (Object.keys(values) as Array<keyof typeof names>).map((key) => ({
      name: names[key],
      value: values[key] ?? '',
      url: baseURL,
      sameSite: 'Strict' as const,
    })),
  );
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** The app's toasts. */
export function toast(page: Page, text: string) {
  return page.locator('.toasts').getByText(text);
}

/** A JWT-looking token that the server must refuse (bad signature, long expired). */
export const forgedJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwidHlwZSI6ImFjY2VzcyIsImV4cCI6MTAwMDAwMDAwMH0.c2lnbmF0dXJlLWlzLWZvcmdlZA';

/**
 * Waits until the app runs the page. A page the server drew is plain HTML until then (the app arrives
 * after its first paint): a click on a button there does nothing, and a link is a plain navigation.
 */
export async function appRunning(page: Page) {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}
