import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * After every journey: the server's log (playwright.config.ts writes it to E2E_DATA_DIR/server.log at
 * info level, every request) holds no phone number in full and no private agenda feed token. The
 * journeys sign up, log in, save profiles at /api/users/{phone}/, read the SMS sandbox by ?phone= and
 * open a private feed: their URLs are logged masked (0912***4567) and redacted.
 */
test('the server log keeps no phone number and no feed token', () => {
  const log = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'server.log'), 'utf8');
  // Read, not vacuous: the journeys' requests are in it, phones among them masked.
  expect(log).toContain('"url":"/api/payments/pay_all/"');
  expect(log).toMatch(/"url":"\/api\/users\/09\d\d\*\*\*\d{4}\/"/);
  expect(log).toContain('/api/agenda/[redacted].ics');
  // A phone standing alone (a request id's hex may hold a run of ten digits).
  const phones = log.match(/(?<![0-9a-z۰-۹])(?:\+98|0098|98|0)?9\d{9}(?![0-9a-z۰-۹])/gi) ?? [];
  expect(phones, 'phone numbers in full').toEqual([]);
  expect(log.match(/[0-9a-f]{64}/gi) ?? [], 'feed tokens').toEqual([]);
});
