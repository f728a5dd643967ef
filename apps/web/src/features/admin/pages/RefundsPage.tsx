import { useState } from 'react';
import { refundStates } from '@fest/contract';
import type { ListParams } from '@/shared/api/admin-list';
import { useListAdminRefundsQuery, useMarkRefundPaidMutation, type Refund } from '@/shared/api/admin-refunds';
import { formatSum, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { groupedSheba } from '@/shared/sheba';
import { toast } from '@/shared/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AdminHeading } from '../components/AdminHeading';
import { EditionPicker } from '../components/EditionPicker';
import { RefundsTable } from '../components/RefundsTable';
import { SelectField } from '@/shared/ui/SelectField';
import { refundStateLabel } from '../labels';
import { DEFAULT_PAGE_SIZE, editionOf, useListParams } from '../list-params';
import '../messages';

const FILTERS = ['state', 'edition'] as const;
const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

/**
 * /admin/refunds: first the refunds still to settle (PENDING) and what that means, then every refund
 * with a state filter. The second table's page and filter live in the address; the first one's page
 * is the page's own (two tables can't share one `?page=`).
 */
export default function RefundsPage() {
  const [pendingParams, setPendingParams] = useState<ListParams>({ state: 'PENDING', page: 1, page_size: DEFAULT_PAGE_SIZE });
  const { params, update } = useListParams(FILTERS);
  // Both tables are of the edition picked (the current one by default).
  const edition = editionOf(params);
  const pending = useListAdminRefundsQuery({ ...pendingParams, edition });
  const all = useListAdminRefundsQuery(params);
  // A cancellation's refund, to be marked paid once the money went to its Sheba (after a confirmation).
  const [paying, setPaying] = useState<Refund | null>(null);
  const [markPaid] = useMarkRefundPaidMutation();

  return (
    <>
      <AdminHeading title={t('admin.navRefunds')} subtitle={t('admin.refundsSubtitle')} />
      <div className="mb-6 w-full sm:max-w-xs">
        <EditionPicker value={edition} onChange={(slug) => update({ edition: slug })} />
      </div>

      <section aria-labelledby="refunds-to-settle" className="grid gap-4">
        <h2 id="refunds-to-settle" className="text-lg font-bold text-navy-950">
          {t('admin.refundsToSettle')}
        </h2>
        <div className={`${card} text-sm leading-7 text-navy-800`}>
          <p>{t('admin.refundsPendingWhat')}</p>
          <ul className="mt-1 grid list-disc gap-1 ps-5">
            <li>{t('admin.refundsPendingGateway')}</li>
            <li>{t('admin.refundsPendingManual')}</li>
          </ul>
        </div>
        <RefundsTable
          caption={t('admin.refundsToSettle')}
          query={pending}
          params={pendingParams}
          onParams={(patch) => setPendingParams((current) => ({ ...current, ...patch }))}
          withPayment
          emptyTitle={t('admin.refundsPendingNone')}
          emptyText={t('admin.refundsPendingNoneNext')}
          onPaid={setPaying}
        />
      </section>

      <section aria-labelledby="refunds-all" className="mt-10 grid gap-4">
        <h2 id="refunds-all" className="text-lg font-bold text-navy-950">
          {t('admin.refundsAll')}
        </h2>
        <RefundsTable
          caption={t('admin.refundsAll')}
          query={all}
          params={params}
          onParams={update}
          withPayment
          emptyText={params.state ? undefined : t('admin.refundsEmpty')}
          toolbar={
            <div className="w-full sm:max-w-xs">
              <SelectField
                label={t('admin.state')}
                name="state"
                value={String(params.state ?? '')}
                onChange={(e) => update({ state: e.target.value })}
                options={[{ value: '', label: t('admin.allStates') }, ...refundStates.map((s) => ({ value: s, label: refundStateLabel(s) }))]}
              />
            </div>
          }
        />
      </section>

      <ConfirmDialog
        open={paying !== null}
        title={t('admin.refundPaidTitle')}
        confirmLabel={t('admin.refundPaidConfirm')}
        tone="primary"
        onClose={() => setPaying(null)}
        onConfirm={async () => {
          if (!paying) return;
          await markPaid(paying.id).unwrap();
          toast.success(t('admin.refundPaidDone', { id: toPersianDigits(paying.payment) }));
        }}
      >
        {paying && (
          <>
            <p>{t('admin.refundPaidText', { amount: formatSum(paying.amount), id: toPersianDigits(paying.payment) })}</p>
            <p className="rounded-xl bg-navy-50 px-4 py-3 text-center ring-1 ring-navy-100">
              <bdi dir="ltr" className="font-mono text-base font-bold tracking-wide text-navy-950" data-testid="paying-iban">
                {groupedSheba(paying.iban ?? '')}
              </bdi>
            </p>
            <p className="text-sm text-navy-600">{t('admin.refundPaidAfter')}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
