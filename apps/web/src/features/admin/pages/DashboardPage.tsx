import { useState } from 'react';
import { Link } from 'react-router';
import { useListAdminPaymentsQuery, type AdminPayment } from '@/shared/api/admin-payments';
import { useGetAdminStatsQuery, type AdminStats } from '@/shared/api/admin-stats';
import { useListAdminEditionsQuery } from '@/shared/api/admin-editions';
import { daysSinceSalesBegan, revenueInFirstDays } from '../sales-comparison';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, formatShortDate, formatSum, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { tehranDay } from '@/shared/jalali';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { AdminHeading } from '../components/AdminHeading';
import { BarChart } from '../components/BarChart';
import { EditionPicker } from '../components/EditionPicker';
import { editionOf, useListParams } from '../list-params';
import { PaymentStateTag } from '../components/PaymentStateTag';
import { paymentStateLabel } from '../labels';
import '../messages';
import { localTitle } from '@/shared/i18n/content';

/**
 * How long a payment in progress holds its seats (the API's PAYMENT_HOLD_SECONDS default, 20
 * minutes). The organiser API does not publish the setting, so a PENDING payment older than this
 * is one whose buyer most likely left the bank: worth a reverify.
 */
const HOLD_MS = 20 * 60_000;

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

export default function DashboardPage() {
  // The current edition's figures, or (?edition=) another's.
  const { params, update } = useListParams(['edition']);
  const edition = editionOf(params);
  const stats = useGetAdminStatsQuery(edition);
  // Fixed for the page's life: a new time each render would be a new query each render.
  const [staleBefore] = useState(() => new Date(Date.now() - HOLD_MS).toISOString());
  const refundRequired = useListAdminPaymentsQuery({ state: 'REFUND_REQUIRED', page_size: 10, ordering: '-created_date', edition });
  const stalePending = useListAdminPaymentsQuery({ state: 'PENDING', to: staleBefore, page_size: 10, ordering: 'created_date', edition });
  const picker = (
    <div className="mb-6 w-full sm:max-w-xs">
      <EditionPicker value={edition} onChange={(slug) => update({ edition: slug })} />
    </div>
  );

  if (!stats.currentData) {
    return (
      <>
        <AdminHeading title={t('admin.navDashboard')} />
        {picker}
        {stats.isError ? (
          <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
            <Skeleton className="h-64 sm:col-span-2" />
          </div>
        )}
      </>
    );
  }
  const data = stats.currentData;
  const today = tehranDay();
  const todayRevenue = data.revenue_by_day.find((d) => d.day === today)?.revenue ?? 0;
  const complimentarySeats = data.presentations.reduce((sum, p) => sum + p.complimentary, 0);
  const doorSeats = data.presentations.reduce((sum, p) => sum + p.door_sales, 0);

  return (
    <>
      <AdminHeading title={t('admin.navDashboard')} subtitle={t('admin.dashboardSubtitle')} />
      {picker}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label={t('admin.revenueToday')} value={formatSum(todayRevenue)} testId="revenue-today" />
        <Figure label={t('admin.revenueTotal')} value={formatSum(data.revenue_total)} testId="revenue-total" />
        <Figure
          label={t('admin.doorRevenue')}
          value={formatSum(data.door_revenue)}
          testId="door-revenue"
          note={t('admin.doorSeatsNote', { count: formatNumber(doorSeats) })}
        />
        <Figure label={t('admin.complimentarySeatsTotal')} value={formatNumber(complimentarySeats)} testId="complimentary-seats" note={t('admin.complimentarySeatsNote')} />
      </div>

      <section className={`${card} mt-6`}>
        <h2 className="mb-4 font-bold text-navy-950">{t('admin.seatsSold')}</h2>
        {data.presentations.length === 0 ? (
          <p className="text-sm text-navy-500">{t('admin.noPresentationsYet')}</p>
        ) : (
          <BarChart
            title={t('admin.seatsSold')}
            bars={data.presentations.map((p) => ({ label: localTitle(p), value: p.sold, extra: p.held }))}
            valueLabel={(bar) => (bar.extra ? t('admin.soldHeld', { sold: formatNumber(bar.value), held: formatNumber(bar.extra) }) : formatNumber(bar.value))}
          />
        )}
        <p className="mt-3 flex flex-wrap gap-4 text-xs text-navy-500">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="size-3 rounded-sm bg-navy-700" />
            {t('admin.legendSold')}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="size-3 rounded-sm bg-accent-400" />
            {t('admin.legendHeld')}
          </span>
        </p>
      </section>

      {data.presentations.length > 0 && <SeatsBreakdown presentations={data.presentations} />}

      <SalesComparison edition={edition} thisYear={data.revenue_by_day} today={today} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Attention title={t('admin.attentionRefund')} empty={t('admin.attentionRefundNone')} query={refundRequired} />
        <Attention title={t('admin.attentionPending')} empty={t('admin.attentionPendingNone')} query={stalePending} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section className={card}>
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.paymentsByState')}</h2>
          <ul className="grid gap-2 text-sm">
            {Object.entries(data.payments_by_state).map(([state, count]) => (
              <li key={state} className="flex items-center justify-between">
                <Link to={`/admin/payments?state=${state}${edition ? `&edition=${encodeURIComponent(edition)}` : ''}`} className="hover:underline">
                  {paymentStateLabel(state)}
                </Link>
                <span className="font-semibold">{formatNumber(count)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={card}>
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.accessoriesSold')}</h2>
          <ul className="grid gap-2 text-sm">
            {data.accessories.map((a) => (
              <li key={a.id} className="flex justify-between">
                <span>{a.name}</span>
                <span className="font-semibold">{formatNumber(a.sold)}</span>
              </li>
            ))}
            {data.accessories.length === 0 && <li className="text-navy-500">{t('admin.none')}</li>}
          </ul>
        </section>
        <section className={card}>
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.couponUsesTotal')}</h2>
          <ul className="grid gap-2 text-sm">
            {data.coupons.map((c) => (
              <li key={c.id} className="flex justify-between">
                <code dir="ltr">{c.code}</code>
                <span className="font-semibold">{formatNumber(c.uses)}</span>
              </li>
            ))}
            {data.coupons.length === 0 && <li className="text-navy-500">{t('admin.none')}</li>}
          </ul>
        </section>
      </div>
    </>
  );
}

/**
 * The shown edition's revenue (the current one's unless `edition` names another) beside the edition
 * before it, at the same point of their sales (the same number of days since each one's first sale),
 * so an organiser sees whether registration runs ahead or behind.
 */
function SalesComparison({ edition, thisYear, today }: { edition: string | undefined; thisYear: AdminStats['revenue_by_day']; today: string }) {
  const editions = useListAdminEditionsQuery();
  const current = editions.data?.find((e) => (edition ? e.slug === edition : e.is_current));
  // The edition before it: the newest other edition that started earlier.
  const previous = editions.data?.find((e) => e !== current && (!current?.starts_on || e.starts_on < current.starts_on));
  const last = useGetAdminStatsQuery(previous?.slug ?? '', { skip: !previous });
  if (!previous || !last.data) return null;
  const days = daysSinceSalesBegan(thisYear, today);
  const bars = [
    { label: current?.name ?? t('admin.editionCurrent'), value: revenueInFirstDays(thisYear, days) },
    { label: previous.name, value: revenueInFirstDays(last.data.revenue_by_day, days) },
  ];
  return (
    <section className={`${card} mt-6`} aria-labelledby="sales-comparison">
      <h2 id="sales-comparison" className="font-bold text-navy-950">
        {t('admin.salesComparison')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-navy-600">
        {days === 0 ? t('admin.salesComparisonNone') : t('admin.salesComparisonDays', { days: formatNumber(days) })}
      </p>
      <BarChart title={t('admin.salesComparison')} bars={bars} valueLabel={(bar) => formatSum(bar.value)} />
    </section>
  );
}

function Figure({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <div className={card}>
      <p className="text-sm text-navy-500">{label}</p>
      <p data-testid={testId} className="mt-2 text-2xl font-extrabold text-navy-950">
        {value}
      </p>
      {note && <p className="mt-1 text-xs leading-5 text-navy-500">{note}</p>}
    </div>
  );
}

/**
 * Each session's seats taken, by how: bought online, complimentary, sold at the door (the API's `sold`
 * counts all three; online is what is left), and how many came in.
 */
function SeatsBreakdown({ presentations }: { presentations: AdminStats['presentations'] }) {
  const heads = [t('admin.seatsBreakdownOnline'), t('admin.seatsBreakdownComplimentary'), t('admin.seatsBreakdownDoor'), t('admin.seatsBreakdownSold'), t('admin.seatsBreakdownCheckedIn')];
  const counts = (p: AdminStats['presentations'][number]) => [p.sold - p.complimentary - p.door_sales, p.complimentary, p.door_sales, p.sold, p.checked_in];
  return (
    <section className={`${card} mt-6`} aria-labelledby="seats-breakdown">
      <h2 id="seats-breakdown" className="mb-3 font-bold text-navy-950">
        {t('admin.seatsBreakdown')}
      </h2>
      <table className="hidden w-full text-sm sm:table" data-testid="seats-breakdown">
        <caption className="sr-only">{t('admin.seatsBreakdown')}</caption>
        <thead className="text-navy-600">
          <tr className="border-b border-navy-100">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('admin.seatsBreakdownSession')}
            </th>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-2 py-2 text-end font-semibold whitespace-nowrap">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-50">
          {presentations.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="py-2 pe-3 text-start font-medium text-navy-900">
                {localTitle(p)}
              </th>
              {counts(p).map((count, i) => (
                <td key={heads[i]} className={`px-2 py-2 text-end tabular-nums ${i === 3 ? 'font-bold text-navy-950' : count === 0 ? 'text-navy-300' : 'text-navy-800'}`}>
                  {formatNumber(count)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* On a phone six columns don't fit: each session is a line of its counts. */}
      <ul className="grid divide-y divide-navy-50 text-sm sm:hidden" aria-label={t('admin.seatsBreakdown')}>
        {presentations.map((p) => (
          <li key={p.id} className="py-2">
            <p className="font-medium text-navy-900">{localTitle(p)}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-navy-600">
              {counts(p).map((count, i) => (
                <span key={heads[i]} className={i === 3 ? 'font-bold text-navy-950' : count === 0 ? 'text-navy-400' : undefined}>
                  {heads[i]} {formatNumber(count)}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AttentionQuery {
  data?: { count: number; results: AdminPayment[] };
  isError: boolean;
  error?: unknown;
}

function Attention({ title, empty, query }: { title: string; empty: string; query: AttentionQuery }) {
  return (
    <section className={card}>
      <h2 className="mb-3 font-bold text-navy-950">
        {title}
        {query.data && query.data.count > 0 && <span className="ms-2 rounded-full bg-red-100 px-2 text-sm text-red-800">{formatNumber(query.data.count)}</span>}
      </h2>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(query.error)}
        </p>
      ) : !query.data ? (
        <Skeleton className="h-16" />
      ) : query.data.results.length === 0 ? (
        <p className="text-sm text-navy-500">{empty}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {query.data.results.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-50 px-3 py-2">
              <Link to={`/admin/payments/${p.id}`} className="font-semibold underline">
                {t('admin.paymentNumber', { id: toPersianDigits(p.id) })}
              </Link>
              <span>{formatToman(p.total_price)}</span>
              <span className="text-navy-500">{`${formatShortDate(p.created_date)}${listComma()}${formatTime(p.created_date)}`}</span>
              <PaymentStateTag state={p.payment_state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
