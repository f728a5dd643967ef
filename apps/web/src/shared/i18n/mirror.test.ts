import { describe, expect, it } from 'vitest';
import type { Messages } from './types';
import { fa } from './fa';
import { en } from './en';
import { admin as faAdmin } from './fa/admin';
import { admin as enAdmin } from './en/admin';
import { archive as faArchive } from './fa/archive';
import { door as faDoor } from './fa/door';
import { door as enDoor } from './en/door';
import { archive as enArchive } from './en/archive';
import { certificates as faCertificates } from './fa/certificates';
import { certificates as enCertificates } from './en/certificates';
import { invoices as faInvoices } from './fa/invoices';
import { invoices as enInvoices } from './en/invoices';
import { cancel as faCancel } from './fa/cancel';
import { cancel as enCancel } from './en/cancel';
import { transfer as faTransfer } from './fa/transfer';
import { transfer as enTransfer } from './en/transfer';
import { tickets as faTickets } from './fa/tickets';
import { tickets as enTickets } from './en/tickets';
import { payments as faPayments } from './fa/payments';
import { payments as enPayments } from './en/payments';
import { contest as faContest } from './fa/contest';
import { contest as enContest } from './en/contest';
import { proposals as faProposals } from './fa/proposals';
import { proposals as enProposals } from './en/proposals';
import { review as faReview } from './fa/review';
import { review as enReview } from './en/review';
import { feedback as faFeedback } from './fa/feedback';
import { feedback as enFeedback } from './en/feedback';

/**
 * The English strings mirror the Persian ones: the same areas, the same keys, the same {placeholders},
 * and real English (a Persian letter in an English string is a string somebody forgot to translate).
 */
const areas: Array<[string, Messages, Messages]> = [
  ...Object.keys(fa).map((name): [string, Messages, Messages] => [name, fa[name as keyof typeof fa], en[name as keyof typeof en]]),
  ['admin', faAdmin, enAdmin],
  ['archive', faArchive, enArchive],
  ['door', faDoor, enDoor],
  ['certificates', faCertificates, enCertificates],
  ['invoices', faInvoices, enInvoices],
  ['cancel', faCancel, enCancel],
  ['transfer', faTransfer, enTransfer],
  ['payments', faPayments, enPayments],
  ['tickets', faTickets, enTickets],
  ['contest', faContest, enContest],
  ['proposals', faProposals, enProposals],
  ['review', faReview, enReview],
  ['feedback', faFeedback, enFeedback],
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Strings in Persian on purpose: the switch back to it, the festival's name in the other language. */
const persianOnPurpose = new Set(['common.languageSwitch', 'common.festivalNameOther']);

describe.each(areas)('the %s area', (name, persian, english) => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(persian).sort());
  });
  it('has the same placeholders in both languages, and no empty message', () => {
    for (const key of Object.keys(persian)) {
      expect(placeholders(english[key] ?? ''), `${name}.${key}`).toEqual(placeholders(persian[key]!));
      expect(english[key]?.trim(), `${name}.${key}`).toBeTruthy();
      expect(persian[key]?.trim(), `${name}.${key}`).toBeTruthy();
    }
  });
  it('is English in English', () => {
    for (const [key, text] of Object.entries(english)) {
      if (!persianOnPurpose.has(`${name}.${key}`)) expect(text, `${name}.${key}`).not.toMatch(/[\u0600-\u06FF]/);
    }
  });
});
