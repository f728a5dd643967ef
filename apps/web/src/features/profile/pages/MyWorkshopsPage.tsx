import '../tickets-strings';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { CompetitionTicket } from '../components/CompetitionTicket';
import { Link } from 'react-router';
import { downloadCalendar } from '@/shared/calendar';
import { formatDate, formatNumber, formatSum, formatTime, listComma } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { CalendarIcon, TicketIcon, VideoIcon } from '@/shared/ui/icons';
import type { CartItem } from '@/shared/api/cart';
import { completedByStart, toCalendarEvent } from '../my-workshops';
import { useRegistrations } from '../use-registrations';
import { TicketCard } from '../components/TicketCard';
import { localName, localTitle } from '@/shared/i18n/content';
import { useGetEditionsQuery } from '@/shared/api/editions';
import { editionPath } from '@/shared/edition';
import { groupByEdition } from '@/shared/edition-groups';
import { EditionGroups } from '@/shared/ui/EditionGroups';
import { Modal } from '@/shared/ui/Modal';
import { useGetCancelPolicyQuery, type CancelPolicy, type Refund } from '@/shared/api/cancellation';
import { groupedSheba } from '@/shared/sheba';
import { cancelOutcome, cancelWindow } from '../cancel-registration';
import { groupedPhone, transferWindow } from '../transfer-registration';
import { CancelRegistrationForm } from '../components/CancelRegistrationForm';
import { LtrInSentence } from '../components/LtrInSentence';
import { TransferRegistrationForm } from '../components/TransferRegistrationForm';
import '@/shared/cancel';
import '@/shared/transfer';

/** What became of a change, said above the list once its dialog has closed: a cancellation's money, or whom it went to. */
type ChangeNotice = { kind: 'cancelled'; title: string; refund: Refund } | { kind: 'transferred'; title: string; phone: string };

/** The registration a dialog is open for, and which. */
interface Changing {
  id: number;
  kind: 'cancel' | 'transfer';
}

/** The visitor's paid registrations, with their tickets, times, online links and calendar files. */
export default function MyWorkshopsPage() {
  // The registrations live in the cart (its COMPLETED items); a saved copy shows while offline.
  const load = useRegistrations();

  let body;
  let registrations: CartItem[] = [];
  const inCompetition = load.state === 'loaded' && load.inCompetition;
  const { data: facts } = useGetFestivalQuery(undefined, { skip: !inCompetition });
  const { data: editions } = useGetEditionsQuery();
  // Offered once the policy is known; should it fail to load, offered anyway and the server decides (TOO_LATE).
  const { data: policy, isLoading: policyLoading } = useGetCancelPolicyQuery();
  // The dialog is the page's: the rows may be drawn again under it (a refetch) without closing it.
  const [changing, setChanging] = useState<Changing | null>(null);
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const changed = load.state === 'loaded' ? (load.items.find((item) => item.id === changing?.id && item.payment_state === 'COMPLETED') ?? null) : null;
  const cancelling = changing?.kind === 'cancel' ? changed : null;
  const transferring = changing?.kind === 'transfer' ? changed : null;
  const close = () => setChanging(null);
  if (load.state === 'loading') {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('cart.mineLoading')} />
      </div>
    );
  } else if (load.state === 'failed') {
    body = <ErrorState message={t('cart.mineFailed')} onRetry={load.retry} />;
  } else {
    registrations = completedByStart(load.items);
    const waiting = load.items.filter((item) => item.payment_state !== 'COMPLETED').length;
    body = (
      <>
        {load.offline && (
          <p role="status" className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
            {t('tickets.offlineCopy')}
          </p>
        )}
        {waiting > 0 && (
          <p className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700 ring-1 ring-accent-200">
            {t('cart.mineWaiting', { count: formatNumber(waiting) })}
            <Link to="/profile/cart/list" className="font-bold underline-offset-4 hover:underline">
              {t('cart.mineToCart')}
            </Link>
          </p>
        )}
        {inCompetition && (
          <div className="mb-4">
            <CompetitionTicket holder={load.holder} facts={facts} />
          </div>
        )}
        {registrations.length === 0 ? (
          <EmptyState
            icon={<TicketIcon className="size-7" />}
            title={t('cart.mineEmptyTitle')}
            text={t('cart.mineEmptyText')}
            action={<ButtonLink to="/workshops">{t('cart.browseWorkshops')}</ButtonLink>}
          />
        ) : (
          <div data-testid="my-workshops">
            <EditionGroups groups={groupByEdition(registrations, (item) => item.presentation.edition, editions)}>
              {(group, heading) => (
                <ul className="grid gap-4">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Registration
                        item={item}
                        holder={load.holder}
                        heading={heading}
                        edition={group.current ? undefined : group.slug}
                        policy={policy}
                        offline={load.offline || policyLoading}
                        onCancel={() => setChanging({ id: item.id, kind: 'cancel' })}
                        onTransfer={() => setChanging({ id: item.id, kind: 'transfer' })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </EditionGroups>
          </div>
        )}
      </>
    );
  }

  return (
    <Card as="section">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title={t('cart.mineTitle')} subtitle={t('cart.mineSubtitle')} />
        <div className="mb-6 flex flex-wrap gap-2">
          {(registrations.some((item) => item.ticket) || inCompetition) && (
            <ButtonLink to="/profile/tickets" variant="secondary" size="sm">
              <TicketIcon className="size-4" />
              {t('tickets.printAll')}
            </ButtonLink>
          )}
          {registrations.length > 1 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CalendarIcon className="size-4" />}
            onClick={() => downloadCalendar(registrations.map(toCalendarEvent), t('cart.mineCalendarFile'))}
          >
            {t('cart.mineAllToCalendar')}
          </Button>
          )}
        </div>
      </div>
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {body}
      <Modal open={cancelling !== null} onClose={close} title={t('cancel.dialogTitle')} className="w-[min(36rem,calc(100vw-2rem))]">
        {/* Mounted only while open: each opening starts empty. */}
        {cancelling && (
          <CancelRegistrationForm
            key={cancelling.id}
            item={cancelling}
            policy={policy}
            onClose={close}
            onDone={(refund) => {
              setNotice({ kind: 'cancelled', title: localTitle(cancelling.presentation), refund });
              close();
            }}
          />
        )}
      </Modal>
      <Modal open={transferring !== null} onClose={close} title={t('transfer.dialogTitle')} className="w-[min(36rem,calc(100vw-2rem))]">
        {transferring && (
          <TransferRegistrationForm
            key={transferring.id}
            item={transferring}
            policy={policy}
            onClose={close}
            onDone={(result) => {
              setNotice({ kind: 'transferred', title: localTitle(transferring.presentation), phone: result.phone_number });
              close();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

/** What became of the money (a cancellation) or of the registration (given on). */
function noticeText(notice: ChangeNotice): { text: ReactNode; waiting: boolean } {
  const { title } = notice;
  if (notice.kind === 'transferred') {
    return { text: <LtrInSentence message="transfer.done" params={{ title }} name="phone" value={groupedPhone(notice.phone)} />, waiting: false };
  }
  const { refund } = notice;
  const amount = formatSum(refund.amount);
  const outcome = cancelOutcome(refund);
  const text =
    outcome === 'transfer' ? (
      <LtrInSentence message="cancel.doneTransfer" params={{ title, amount }} name="iban" value={groupedSheba(refund.iban ?? '')} />
    ) : outcome === 'card'
      ? t('cancel.doneCard', { title, amount })
      : outcome === 'waiting'
        ? t('cancel.waitingBank', { title, amount })
        : t('cancel.doneNothing', { title });
  return { text, waiting: outcome === 'waiting' };
}

/** Said where the registration was, and focused (the dialog that had the focus is gone). */
function Notice({ notice, onClose }: { notice: ChangeNotice; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [notice]);
  const { text, waiting } = noticeText(notice);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-testid={notice.kind === 'cancelled' ? 'cancel-notice' : 'transfer-notice'}
      className={`mb-5 flex items-start gap-3 rounded-xl px-4 py-3 text-sm leading-7 ring-1 focus:outline-none focus-visible:ring-2 ${
        waiting ? 'bg-accent-50 text-accent-800 ring-accent-200' : 'bg-green-50 text-green-900 ring-green-200'
      }`}
    >
      <p className="min-w-0 flex-1">{text}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('cancel.noticeClose')}
        className="-me-2 shrink-0 rounded-lg px-2 text-xl leading-7 opacity-70 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A paid registration; `edition` is its archived edition's slug, undefined for the current one's. */
function Registration({
  item,
  holder,
  heading: Heading,
  edition,
  policy,
  offline,
  onCancel,
  onTransfer,
}: {
  item: CartItem;
  holder: string;
  heading: 'h2' | 'h3';
  edition: string | undefined;
  policy: CancelPolicy | undefined;
  /** The saved copy is shown (nothing can be changed until the cart answers again), or the policy is not here yet. */
  offline: boolean;
  onCancel: () => void;
  onTransfer: () => void;
}) {
  const p = item.presentation;
  const [now] = useState(() => Date.now());
  const over = new Date(p.end).getTime() < now;
  // A ticket let in at the door is used: neither given on nor cancelled (the server refuses both).
  const used = Boolean(item.checked_in_at);
  const cancel = offline || used ? 'started' : cancelWindow(p.start, policy, now);
  const transfer = offline || used ? 'started' : transferWindow(p.start, policy, now);
  // Past both deadlines one line says so; past one, that one's line.
  const tooLate =
    cancel === 'late' && transfer === 'late'
      ? t('transfer.bothTooLate')
      : cancel === 'late'
        ? t('cancel.tooLateShort')
        : transfer === 'late'
          ? t('transfer.tooLateShort')
          : null;
  const presenters = p.presenters.map((x) => localName(x).text).join(listComma());
  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-navy-100">
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <DateTile iso={p.start} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={p.service_type === 'WORKSHOP' ? 'accent' : 'navy'}>{typeLabel(p.service_type)}</Badge>
            {over && <Badge tone="gray">{t('cart.mineOver')}</Badge>}
            {item.checked_in_at && <Badge tone="green">{t('cart.mineCheckedIn', { time: formatTime(item.checked_in_at) })}</Badge>}
          </div>
          <Heading className="mt-1.5 font-bold leading-7 text-navy-950">
            <Link to={editionPath(edition, `/workshop/${p.id}`)} className="hover:text-navy-600 hover:underline">
              {localTitle(p)}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-navy-600">
            {formatDate(p.start)}
            {listComma()}
            {t('cart.mineTime', { from: formatTime(p.start), to: formatTime(p.end) })}
          </p>
          {presenters && <p className="mt-0.5 text-sm text-navy-500">{presenters}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        {p.presentation_link && (
          <a href={p.presentation_link} target="_blank" rel="noopener noreferrer" className={linkButton}>
            <VideoIcon className="size-4" />
            {t('cart.mineJoin')}
            <span className="sr-only">{t('cart.mineNewTab')}</span>
          </a>
        )}
        <Button variant="secondary" size="sm" icon={<CalendarIcon className="size-4" />} onClick={() => downloadCalendar([toCalendarEvent(item)], p.en_title || p.fa_title)}>
          {t('cart.mineToCalendar')}
        </Button>
        {transfer === 'open' && (
          <Button variant="ghost" size="sm" aria-haspopup="dialog" aria-label={t('transfer.actionLabel', { title: localTitle(p) })} onClick={onTransfer}>
            {t('transfer.action')}
          </Button>
        )}
        {cancel === 'open' && (
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-haspopup="dialog" aria-label={t('cancel.actionLabel', { title: localTitle(p) })} onClick={onCancel}>
            {t('cancel.action')}
          </Button>
        )}
      </div>
    </div>
      {tooLate && <p className="mt-3 text-xs text-navy-500">{tooLate}</p>}
      {item.ticket && !over && (
        <div className="mt-4">
          <TicketCard item={item} holder={holder} />
        </div>
      )}
    </article>
  );
}

const linkButton =
  'inline-flex h-9 items-center justify-center gap-2 rounded-xl bg-navy-900 px-3 text-sm font-semibold text-white shadow-sm transition hover:bg-navy-800';

function typeLabel(type: CartItem['service_type']) {
  return type === 'WORKSHOP' ? t('cart.typeWorkshop') : type === 'TALK' ? t('cart.typeTalk') : t('cart.typePackage');
}

/** The day and month on a small calendar leaf, so the list reads like an agenda. */
function DateTile({ iso }: { iso: string }) {
  // formatDate ends '<day> <month> <year>' (it assembles the parts itself); the weekday comes first.
  const [day = '', month = ''] = formatDate(iso).split(' ').slice(-3);
  return (
    <span aria-hidden="true" className="flex size-16 shrink-0 flex-col items-center justify-center rounded-2xl bg-navy-900 text-white">
      <span className="text-xl font-extrabold leading-none">{day}</span>
      <span className="mt-1 text-xs text-accent-300">{month}</span>
    </span>
  );
}
