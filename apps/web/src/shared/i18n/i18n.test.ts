import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale, t } from './index';
import { errors as faErrors } from './fa/errors';
import { errors as enErrors } from './en/errors';
import { fa } from './fa';
import { admin as faAdmin } from './fa/admin';
import { archive as faArchive } from './fa/archive';
import { door as faDoor } from './fa/door';
import { certificates as faCertificates } from './fa/certificates';
import { invoices as faInvoices } from './fa/invoices';
import { cancel as faCancel } from './fa/cancel';
import { transfer as faTransfer } from './fa/transfer';
import { tickets as faTickets } from './fa/tickets';
import { payments as faPayments } from './fa/payments';
import { contest as faContest } from './fa/contest';
import { proposals as faProposals } from './fa/proposals';
import { review as faReview } from './fa/review';
import { feedback as faFeedback } from './fa/feedback';

afterEach(() => setLocale('fa'));

describe('t', () => {
  it('is Persian by default', () => {
    expect(t('common.navHome')).toBe('خانه');
  });
  it('switches to English', async () => {
    await setLocale('en');
    expect(t('common.navHome')).toBe('Home');
  });
  it('stays Persian until the English chunk has arrived, and the last switch wins', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const toEnglish = fresh.setLocale('en');
    expect(fresh.t('common.navHome')).toBe('خانه');
    void fresh.setLocale('fa');
    await toEnglish;
    expect(fresh.getLocale()).toBe('fa');
    expect(fresh.t('common.navHome')).toBe('خانه');
  });
  it('fills placeholders', () => {
    expect(t('common.cartWithCount', { count: '۳' })).toBe('سبد خرید، ۳ مورد');
  });
});

describe('the Persian messages', () => {
  it('hold no Latin digit and no Latin question mark (numbers come in through the format helpers)', () => {
    const wrong: string[] = [];
    for (const [area, messages] of Object.entries({ ...fa, admin: faAdmin, archive: faArchive, door: faDoor, certificates: faCertificates, invoices: faInvoices, cancel: faCancel, transfer: faTransfer, payments: faPayments, tickets: faTickets, contest: faContest, proposals: faProposals, review: faReview, feedback: faFeedback })) {
      for (const [key, text] of Object.entries(messages as Record<string, string>)) {
        // {placeholders} are names, not text: their values are formatted by the caller.
        if (/[0-9?]/.test(text.replace(/\{\w+\}/g, ''))) wrong.push(`${area}.${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('error catalogue', () => {
  it('has the docs/product.md#error-messages messages in English', () => {
    expect(enErrors.INVALID_CREDENTIALS).toBe('The provided credentials are invalid.');
    expect(enErrors.USER_NOT_FOUND).toBe('No user found with the provided details.');
    expect(enErrors.TOKEN_EXPIRED).toBe('The authentication token has expired.');
    expect(enErrors.UNKNOWN).toBe('An unexpected error occurred. Please try again.');
  });
  it('covers every code of the contract in both languages', async () => {
    const { errorCodes } = await import('@fest/contract');
    for (const code of errorCodes) {
      expect(faErrors, code).toHaveProperty(code);
      expect(enErrors, code).toHaveProperty(code);
    }
  });
});

describe('lazily registered areas (the organiser console)', () => {
  it('are absent until their chunk registers them, then follow the locale', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    expect(fresh.t('admin.navDashboard')).toBe('admin.navDashboard');
    expect(fresh.hasMessage('admin', 'navDashboard')).toBe(false);
    const { admin } = await import('./fa/admin');
    await fresh.addArea('admin', admin, () => import('./en/admin').then((m) => m.admin));
    expect(fresh.t('admin.navDashboard')).toBe('پیشخوان');
    await fresh.setLocale('en');
    expect(fresh.t('admin.navDashboard')).toBe('Dashboard');
    await fresh.setLocale('fa');
  });
});
