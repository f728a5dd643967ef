import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { Presentation } from '@/shared/api/presentations';
import { useAppSelector } from '@/shared/store/hooks';
import { useCart } from '@/shared/store/session';
import { t } from '@/shared/i18n';
import { timeOverlap, useWorkshopClash } from '@/shared/time-clash';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { useAddToCart } from '../cart-changes';
import { selectCartItemFor } from '../cart-slice';
import { overlapNote } from '../overlap-note';
import { localTitle } from '@/shared/i18n/content';

/**
 * The buy button of a presentation, in whichever state the visitor's cart puts it. The server
 * checks every rule again; the disabled states only spare the visitor a refusal.
 */
export function AddToCartButton({ presentation }: { presentation: Presentation }) {
  const location = useLocation();
  const { isAuthenticated, items, isFetching: loading } = useCart();
  const loaded = items !== undefined;
  const item = useAppSelector((state) => selectCartItemFor(state, presentation.id));
  const { addToCart, adding } = useAddToCart();
  const [now] = useState(() => Date.now());
  const clash = useWorkshopClash(presentation);
  const clashNoteId = useId();

  if (!isAuthenticated) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <ButtonLink to={`/login?next=${next}`} size="lg" block>
        {t('cart.loginToRegister')}
      </ButtonLink>
    );
  }
  if (item?.payment_state === 'COMPLETED') {
    return (
      <div className="grid gap-2">
        <Button size="lg" block disabled variant="secondary" icon={<span aria-hidden="true">✓</span>}>
          {t('cart.registered')}
        </Button>
        <ButtonLink to="/profile/workshops" variant="ghost" size="sm" block>
          {t('cart.myWorkshops')}
        </ButtonLink>
      </div>
    );
  }
  if (item) {
    return (
      <div className="grid gap-2">
        <p className="flex items-center justify-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-semibold text-green-800 ring-1 ring-green-200">
          <span aria-hidden="true">✓</span>
          <span>{t('cart.inCart')}</span>
        </p>
        <ButtonLink to="/profile/cart/list" size="lg" block>
          {t('cart.goToCart')}
        </ButtonLink>
      </div>
    );
  }

  const closed = !presentation.is_registration_active;
  const started = new Date(presentation.start).getTime() <= now;
  const full = presentation.remained_capacity <= 0;
  const reason = started ? t('cart.started') : closed ? t('cart.closed') : full ? t('cart.full') : null;
  if (!reason && clash) {
    // The API would refuse it (TIME_CLASH): say why before the visitor tries, and where to fix it.
    return (
      <div className="grid gap-2" data-testid="clash-explained">
        <Button size="lg" block disabled variant="secondary" aria-describedby={clashNoteId}>
          {t('schedule.clashButton')}
        </Button>
        <p id={clashNoteId} className="rounded-xl bg-red-50 px-4 py-3 text-sm leading-6 text-red-800 ring-1 ring-red-200">
          {t(clash.payment_state === 'COMPLETED' ? 'schedule.clashReasonBought' : 'schedule.clashReason', { title: localTitle(clash.presentation) })}
        </p>
        {clash.payment_state !== 'COMPLETED' && (
          <ButtonLink to="/profile/cart/list" variant="ghost" size="sm" block>
            {t('cart.goToCart')}
          </ButtonLink>
        )}
      </div>
    );
  }
  if (reason) {
    return (
      <Button size="lg" block disabled variant="secondary">
        {reason}
      </Button>
    );
  }
  // The API takes it (only two workshops can't overlap): the visitor should still know before adding.
  const overlap = items ? timeOverlap(presentation, items) : null;
  const button = (
    <Button
      size="lg"
      block
      variant="accent"
      // Until the cart has loaded we can't tell whether the item is in it already.
      loading={adding || (!loaded && loading)}
      onClick={() => void addToCart(presentation)}
      aria-describedby={overlap ? clashNoteId : undefined}
    >
      {t('cart.add')}
    </Button>
  );
  if (!overlap) return button;
  return (
    <div className="grid gap-2">
      {button}
      <p id={clashNoteId} className="rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200" data-testid="overlap-note">
        {overlapNote(presentation, overlap)} {t('cart.overlapHint')}
      </p>
    </div>
  );
}
