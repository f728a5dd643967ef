// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { setLocale } from '@/shared/i18n';
import { CodeField } from './CodeField';

afterEach(async () => {
  cleanup();
  await setLocale('fa');
});

const field = (expiresIn: number, resendIn: number) => (
  <CodeField value="" onChange={() => undefined} expiresIn={expiresIn} resendIn={resendIn} resending={false} onResend={() => undefined} />
);

describe('CodeField', () => {
  it("counts the code's life and the resend wait down in Persian digits", () => {
    render(field(95, 12));
    expect(screen.getByText('کد تا ۱:۳۵ دیگر معتبر است.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ارسال دوباره تا ۰:۱۲' })).toBeTruthy();
  });

  it('in Latin digits on the English site', async () => {
    await setLocale('en');
    render(field(95, 12));
    expect(screen.getByText('The code is valid for 1:35 more.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again in 0:12' })).toBeTruthy();
  });
});
