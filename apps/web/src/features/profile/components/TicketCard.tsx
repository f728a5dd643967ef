import '../tickets-strings';
import { formatDate, formatTime, listComma } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { CartItem } from '@/shared/api/cart';
import { TicketQr } from './TicketQr';
import { local, localTitle } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';

/** The code in groups of four, for reading out at a door whose scanner fails (the text stays exact). */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One ticket as the door sees it: the QR code large on white (a phone screen at full brightness
 * scans best from a white card), the attendee's name, the session, its Jalali date, time and room.
 */
export function TicketCard({ item, holder }: { item: CartItem; holder: string }) {
  const p = item.presentation;
  if (!item.ticket) return null;
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-2xl bg-white p-4 text-navy-950 ring-1 ring-navy-200 break-inside-avoid sm:flex-row sm:items-start print:ring-black"
      data-testid="ticket"
    >
      <TicketQr code={item.ticket} title={localTitle(p)} className="size-56 shrink-0 sm:size-48" />
      <dl className="grid w-full min-w-0 gap-2 text-sm">
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.attendee')}</dt>
          <dd className="text-lg font-extrabold" data-testid="ticket-holder">
            {holder}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('tickets.session')}</dt>
          <dd className="font-bold leading-7">{localTitle(p)}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.when')}</dt>
          <dd>
            {formatDate(p.start)}
            {listComma()}
            {t('cart.mineTime', { from: formatTime(p.start), to: formatTime(p.end) })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.place')}</dt>
          <dd>{p.room ? <Local value={local(p, 'room')} /> : t('tickets.placeUnknown')}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{t('tickets.codeLabel')}</dt>
          <dd dir="ltr" className="text-start font-mono text-base tracking-wider" data-testid="ticket-code">
            {groupedCode(item.ticket)}
          </dd>
          <p className="mt-1 text-xs text-navy-500 print:hidden">{t('tickets.codeHint')}</p>
        </div>
      </dl>
    </div>
  );
}
