/**
 * ZarinPal v4 wire facts shared by the client and the built-in sandbox (see docs/zarinpal.md),
 * so that both speak exactly the same format.
 */

import { AUTHORITY_PATTERN } from '@fest/contract';
import { gatewayTexts } from './texts';

export const ZARINPAL_PRODUCTION_URL = 'https://payment.zarinpal.com';
/** Path of the built-in imitation under the server's own public URL. */
export const SANDBOX_PATH = '/_sandbox/zarinpal';
/** Merchant id used with the built-in sandbox (ZarinPal's sandboxes accept any UUID). */
export const SANDBOX_MERCHANT_ID = '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69';

export const API_PREFIX = '/pg/v4/payment';
export const endpoints = ['request.json', 'verify.json', 'unVerified.json', 'reverse.json', 'inquiry.json'] as const;
export type Endpoint = (typeof endpoints)[number];

/**
 * Authority: `A` or `S` (ZarinPal's own sandbox host issues `S`) and 35 letters or digits, the check
 * of ZarinPal's SDKs; the contract holds it so that the API's answers and this client agree.
 */
export const AUTHORITY_RE = AUTHORITY_PATTERN;
export const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const MOBILE_RE = /^09[0-9]{9}$/;

/** ZarinPal's minimum (its SDK documentation: "حداقل مقدار پرداخت 10000 ریال است"); below it -9. */
export const MIN_AMOUNT_RIAL = 10_000;
/** 100,000,000 Toman. */
export const MAX_AMOUNT_RIAL = 1_000_000_000;

export const CODE_OK = 100;
export const CODE_ALREADY_VERIFIED = 101;

/** Every code ZarinPal documents, with the message the buyer or the organiser reads (Persian, from texts.ts). */
export const codeMessages: Record<number, string> = {
  ...gatewayTexts.codes,
  [CODE_OK]: gatewayTexts.ok,
  [CODE_ALREADY_VERIFIED]: gatewayTexts.alreadyVerified,
};

export const messageForCode = (code: number): string => codeMessages[code] ?? gatewayTexts.unknownCode(code);

/** English messages in ZarinPal's words (its own where known); the sandbox answers with these. */
export const englishMessages: Record<number, string> = {
  [-9]: 'Validation error',
  [-10]: 'Terminal is not valid, please check merchant_id or ip address.',
  [-11]: 'Terminal is not active, please contact our support team.',
  [-12]: 'To many attempts, please try again later.',
  [-13]: 'Terminal IP limit reached.',
  [-14]: 'The callback URL domain does not match the registered terminal domain.',
  [-15]: 'Terminal user is suspend : (please contact our support team).',
  [-41]: 'Maximum amount is 100,000,000 tomans.',
  [-50]: 'Session is not valid, amounts values is not the same.',
  [-51]: 'Session is not valid, session is not active paid try.',
  [-52]: 'Oops!!, please contact our support team',
  [-53]: 'Session is not this merchant_id session',
  [-54]: 'Invalid authority.',
  [-60]: 'Reverse is not possible with the bank for this session.',
  [-61]: 'Reverse is not enabled for this terminal.',
  [-62]: 'The server IP must be registered on the terminal to reverse.',
  [-63]: 'Maximum time for reverse this session is expired.',
};

/** ZarinPal sometimes sends numbers as strings ("100"); accept both, anything else is NaN. */
export function parseCode(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return Number.NaN;
}
