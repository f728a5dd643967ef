import { inspect } from 'node:util';
import { expect } from 'vitest';

/** Every way an error or a client could reach a log: none may show the API key. */
export function expectNoKey(value: unknown, apiKey: string) {
  const views = [String(value), inspect(value, { depth: 5, showHidden: true }), JSON.stringify(value) ?? ''];
  if (value instanceof Error) views.push(value.stack ?? '', String(value.cause ?? ''));
  for (const view of views) {
    expect(view).not.toContain(apiKey);
    expect(view).not.toContain(encodeURIComponent(apiKey));
  }
}
