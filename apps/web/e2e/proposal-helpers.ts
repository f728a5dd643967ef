import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, signUpThroughApi, type TestUser } from './helpers';

/** What the journeys about a speaker's session share: the organiser, a proposal made a draft, screenshots. */

export const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

export async function tokensOf(request: APIRequestContext, who: { phone_number: string; password: string }) {
  const answer = await request.post('/api/token/access/', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

/** A full-page screenshot under `outDir`, named for its width, once the toasts are gone and the fonts are loaded. */
export async function shoot(page: Page, outDir: string, name: string) {
  fs.mkdirSync(outDir, { recursive: true });
  await expect(page.locator('.toasts').getByRole('button')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  // From the top: a page scrolled by the test would draw its sticky header over the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' });
}

export interface AdminSession {
  id: number;
  room: string;
  start: string;
  is_published: boolean;
  proposal: number | null;
}

/** `speaker`'s proposal (signed up here), accepted and confirmed from the SMS link through the API: the draft it becomes. */
export async function confirmedDraft(request: APIRequestContext, asAdmin: Record<string, string>, title: string, speaker: TestUser = newUser()) {
  expect((await signUpThroughApi(request, speaker)).status()).toBe(201);
  const speakerTokens = await tokensOf(request, speaker);
  const sent = await request.post('/api/proposals/', {
    headers: { Authorization: `Bearer ${speakerTokens.access}` },
    data: {
      service_type: 'TALK',
      fa_title: title,
      en_title: 'A talk placed in the editor',
      fa_abstract: 'چیدن برنامهٔ جشنواره با کشیدن و رها کردن.',
      description: 'سرفصل‌ها: سالن‌ها، زمان‌ها، برخوردها.',
      duration_minutes: 30,
      level: 'BEGINNER',
      language: 'fa',
      recording_consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const decided = await request.post(`/api/admin/proposals/${id}/decide/`, { headers: asAdmin, data: { state: 'ACCEPTED', message: '' } });
  expect(decided.status(), await decided.text()).toBe(200);
  let token = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/_sandbox/sms/messages/?phone=${speaker.phone_number}`)).json()) as { text: string }[];
      token = texts.map((m) => /\/proposals\/confirm\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  const confirmed = await request.post(`/api/proposals/confirm/${token}/`, { data: { answer: 'CONFIRM' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return draftNamed(request, asAdmin, title);
}

/** The one session (draft or not) whose title is `title`, as the console lists it. */
export async function draftNamed(request: APIRequestContext, asAdmin: Record<string, string>, title: string): Promise<AdminSession> {
  const found = (await (await request.get(`/api/admin/presentations/?search=${encodeURIComponent(title)}`, { headers: asAdmin })).json()) as {
    results: AdminSession[];
  };
  expect(found.results).toHaveLength(1);
  return found.results[0]!;
}
