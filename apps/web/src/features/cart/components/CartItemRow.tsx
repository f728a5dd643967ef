import { Link } from 'react-router';
import { formatDate, formatTime, formatToman, listComma } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { OfferCountdown } from '@/shared/ui/OfferCountdown';
import { useSecondsLeft } from '@/shared/offer-countdown';
import { api } from '@/shared/api/base-api';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { timeOverlap } from '@/shared/time-clash';
import { useCallback } from 'react';
import type { CartItem } from '@/shared/api/cart';
import { useRemoveFromCart } from '../cart-changes';
import { selectCartItems } from '../cart-slice';
import { overlapNote } from '../overlap-note';
import { serviceTypeLabel } from '../service-type';
import { Poster } from './Poster';
import { local, localName, localTitle, persianMark } from '@/shared/i18n/content';

export function CartItemRow({ item }: { item: CartItem }) {
  const { removeFromCart, removing } = useRemoveFromCart();
  const { presentation } = item;
  const presenters = presentation.presenters.map((p) => localName(p).text).join(listComma());
  const dispatch = useAppDispatch();
  // A waiting-list offer runs out: the row goes at once, and the cart is asked again (the server has passed it on).
  const refresh = useCallback(() => void dispatch(api.util.invalidateTags(['Cart', 'Presentations', 'Waitlist'])), [dispatch]);
  const secondsLeft = useSecondsLeft(item.offer_expires_at, refresh);
  // Allowed, but the visitor can't be in two rooms at once: each of the two lines says so.
  const overlap = timeOverlap(presentation, useAppSelector(selectCartItems));
  if (item.offer_expires_at && secondsLeft === 0) return null;

  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4" data-testid="cart-item">
      <Poster src={presentation.morkopoloyor} className="size-16 rounded-xl sm:size-20" />
      <div className="min-w-0 flex-1">
        <Badge tone={item.service_type === 'WORKSHOP' ? 'accent' : 'navy'}>{serviceTypeLabel(item.service_type)}</Badge>
        {item.offer_expires_at && (
          <Badge tone="navy" className="ms-1.5">
            {t('waitlist.offerBadge')}
          </Badge>
        )}
        <h3 className="mt-1.5 font-bold leading-7 text-navy-950">
          <Link to={`/workshop/${presentation.id}`} className="hover:text-navy-600 hover:underline" {...persianMark(local(presentation, 'fa_title'))}>
            {localTitle(presentation)}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-navy-500">
          {formatDate(presentation.start)}
          {listComma()}
          {t('cart.timeAt', { time: formatTime(presentation.start) })}
        </p>
        {presenters && <p className="mt-0.5 truncate text-sm text-navy-500">{presenters}</p>}
        {overlap && (
          <p className="mt-2 flex items-start gap-1.5 text-sm leading-6 font-semibold text-amber-800" data-testid="overlap-note">
            <span aria-hidden="true">⚠</span>
            <span>{overlapNote(presentation, overlap)}</span>
          </p>
        )}
        {item.offer_expires_at && <OfferCountdown deadline={item.offer_expires_at} secondsLeft={secondsLeft} className="mt-2" />}
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="font-bold text-navy-900">{formatToman(presentation.cost)}</span>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            loading={removing}
            onClick={() => void removeFromCart(item.id)}
            aria-label={t('cart.removeItem', { title: localTitle(presentation) })}
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
