import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { formatNumber, listComma } from '@/shared/format';
import { couponApi } from '@/shared/api/coupon';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { inputClasses } from '@/shared/ui/TextField';
import { couponApplied, couponCleared, selectCart, selectCouponLookup, selectCouponStatus, selectCouponVerdict, selectPendingItems } from '../cart-slice';
import { couponReason } from '../coupon-reason';
import { localTitle } from '@/shared/i18n/content';

export function CouponForm() {
  const dispatch = useAppDispatch();
  const { couponCode } = useAppSelector(selectCart);
  const couponLookup = useAppSelector(selectCouponLookup);
  const couponStatus = useAppSelector(selectCouponStatus);
  const verdict = useAppSelector(selectCouponVerdict);
  const items = useAppSelector(selectPendingItems);
  const [code, setCode] = useState(couponCode);
  // The code removed elsewhere (the notice beside the way onwards) empties the field too.
  const [shownCode, setShownCode] = useState(couponCode);
  if (shownCode !== couponCode) {
    setShownCode(couponCode);
    if (!couponCode) setCode('');
  }
  const inputId = useId();
  const resultId = `${inputId}-result`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md#coupon-lookup: an empty code is never looked up; it just removes the one applied before.
    if (code.trim() === '') dispatch(couponCleared());
    else if (code.trim() !== couponCode) dispatch(couponApplied(code));
    // The same code again: ask again (its uses may have run out, or the last look-up failed).
    else void dispatch(couponApi.endpoints.getCouponStatus.initiate(couponCode, { subscribe: false, forceRefetch: true }));
  }

  function clear() {
    setCode('');
    dispatch(couponCleared());
  }

  let result: { tone: 'ok' | 'warn' | 'error'; text: string; extra?: string } | null = null;
  const reason = couponReason[verdict];
  if (verdict === 'applies' && couponStatus) {
    const eligible = new Set(couponStatus.eligible_presentations);
    const titles = items.filter((i) => eligible.has(i.presentation.id)).map((i) => localTitle(i.presentation));
    result = {
      tone: 'ok',
      text: t('cart.couponApplied', { code: couponCode, percent: formatNumber(couponStatus.percentage) }),
      extra: titles.length > 0 && couponStatus.eligible_presentations.length > 0 ? t('cart.couponOnlyFor', { titles: titles.join(listComma()) }) : undefined,
    };
  } else if (reason) {
    // A code that was found but takes nothing off this cart is a warning; one that cannot be used, an error.
    result = { tone: verdict === 'missesCart' || verdict === 'noDiscount' ? 'warn' : 'error', text: t(reason) };
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('cart.couponTitle')}>
      <label htmlFor={inputId} className="text-lg font-bold text-navy-950">
        {t('cart.couponTitle')}
      </label>
      <p className="mb-3 mt-1 text-sm text-navy-500">{t('cart.couponHint')}</p>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="coupon"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('cart.couponPlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={result ? resultId : undefined}
          className={cx(inputClasses, 'min-w-0 flex-1 text-left font-mono tracking-wider placeholder:font-sans rtl:placeholder:text-right')}
        />
        <Button type="submit" variant="secondary" loading={couponLookup === 'checking'} className="shrink-0">
          {t('cart.couponApply')}
        </Button>
      </div>
      <div id={resultId} role="status" aria-live="polite">
        {result && (
          <div
            className={cx(
              'mt-3 flex items-start justify-between gap-3 rounded-xl px-4 py-3 text-sm leading-6',
              result.tone === 'ok' && 'bg-green-50 text-green-800 ring-1 ring-green-200',
              result.tone === 'warn' && 'bg-accent-50 text-accent-700 ring-1 ring-accent-200',
              result.tone === 'error' && 'bg-red-50 text-red-800 ring-1 ring-red-200',
            )}
          >
            <div>
              <p className="font-semibold">{result.text}</p>
              {result.extra && <p className="mt-0.5">{result.extra}</p>}
            </div>
            {couponCode && (
              <button type="button" onClick={clear} className="shrink-0 font-semibold underline-offset-4 hover:underline">
                {t('cart.couponRemove')}
              </button>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
