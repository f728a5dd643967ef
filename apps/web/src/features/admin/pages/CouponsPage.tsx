import { useState } from 'react';
import { couponSchema } from '../schemas';
import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useListAdminCouponsQuery,
  useListCouponUsesQuery,
  useUpdateCouponMutation,
  type AdminCoupon,
} from '@/shared/api/admin-coupons';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, formatPercent, formatShortDate, formatTime, formatToman, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { Link } from 'react-router';
import { toNumber, useAdminForm } from '../admin-form';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { IdPicker } from '../components/IdPicker';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { RowButton } from '../components/RowButton';
import { useListParams } from '../list-params';
import { usePresentationOptions } from '../use-presentation-options';
import '../messages';

export default function CouponsPage() {
  const { params, update } = useListParams(['edition']);
  const query = useListAdminCouponsQuery(params);
  const [showingUses, setShowingUses] = useState<AdminCoupon | null>(null);
  const [remove] = useDeleteCouponMutation();

  const columns: Column<AdminCoupon>[] = [
    { key: 'code', label: t('admin.couponCode'), sort: 'code', render: (c) => <code dir="ltr" className="font-bold">{c.code}</code> },
    { key: 'percentage', label: t('admin.percentage'), sort: 'percentage', render: (c) => formatPercent(c.percentage) },
    {
      key: 'uses',
      label: t('admin.couponUses'),
      render: (c) => t('admin.couponUsesValue', { used: formatNumber(c.used_count), held: formatNumber(c.held), max: formatNumber(c.max_uses), left: formatNumber(c.remaining) }),
    },
    { key: 'expires', label: t('admin.expiresAt'), sort: 'expires_at', render: (c) => (c.expires_at ? `${formatShortDate(c.expires_at)} ${formatTime(c.expires_at)}` : t('admin.never')) },
    {
      key: 'scope',
      label: t('admin.eligible'),
      render: (c) => (c.eligible_presentations.length === 0 ? t('admin.allPresentations') : t('admin.somePresentations', { count: formatNumber(c.eligible_presentations.length) })),
    },
  ];

  return (
    <CataloguePage
      perEdition
      title={t('admin.navCoupons')}
      subtitle={t('admin.couponsSubtitle')}
      newLabel={t('admin.newCoupon')}
      searchLabel={t('admin.searchCoupons')}
      columns={columns}
      list={{ query, params, update }}
      Form={CouponForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deleteCouponTitle')}
      deleteText={(row) => t('admin.deleteCouponText', { code: row.code })}
      moreActions={(c) => <RowButton onClick={() => setShowingUses(c)}>{t('admin.showUses')}</RowButton>}
    >
      {showingUses && <CouponUses coupon={showingUses} onClose={() => setShowingUses(null)} />}
    </CataloguePage>
  );
}

function CouponUses({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const uses = useListCouponUsesQuery(coupon.id);
  return (
    <Modal open onClose={onClose} title={t('admin.couponUsesTitle', { code: coupon.code })}>
      {uses.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(uses.error)}
        </p>
      ) : !uses.data ? (
        <Spinner />
      ) : uses.data.length === 0 ? (
        <p className="text-navy-600">{t('admin.couponNoUses')}</p>
      ) : (
        <ul className="grid gap-2">
          {uses.data.map((use) => (
            <li key={use.payment_id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-50 px-4 py-2 text-sm">
              <Link to={`/admin/payments/${use.payment_id}`} className="font-semibold text-navy-800 underline">
                {t('admin.paymentNumber', { id: toPersianDigits(use.payment_id) })}
              </Link>
              <span dir="ltr">{toPersianDigits(use.user.phone_number)}</span>
              <span>
                {formatToman(use.total_price)}
                {use.discount > 0 && <span className="text-navy-500"> ({t('admin.discountOf', { amount: formatToman(use.discount) })})</span>}
              </span>
              <span className="text-navy-500">{use.verified_date ? formatShortDate(use.verified_date) : '—'}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function CouponForm({ row: coupon, onClose, edition }: { row: AdminCoupon | null; onClose: () => void; edition?: string }) {
  const form = useAdminForm({
    code: coupon?.code ?? '',
    percentage: coupon ? String(coupon.percentage) : '',
    max_uses: coupon ? String(coupon.max_uses) : '',
    expires_at: coupon?.expires_at ?? '',
    eligible_presentations: coupon?.eligible_presentations ?? [],
  });
  const presentations = usePresentationOptions(edition);
  const [create] = useCreateCouponMutation();
  const [change] = useUpdateCouponMutation();
  const save = async () => {
    const body = {
      ...form.values,
      percentage: toNumber(form.values.percentage),
      max_uses: toNumber(form.values.max_uses),
      expires_at: form.values.expires_at || null,
    };
    const ok = await form.submit(couponSchema, body, (parsed) => (coupon ? change({ id: coupon.id, body: parsed }).unwrap() : create({ body: parsed, edition }).unwrap()));
    if (ok) onClose();
  };
  return (
    <FormDialog open title={coupon ? t('admin.editCoupon') : t('admin.newCoupon')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <TextField label={t('admin.couponCode')} dir="ltr" autoComplete="off" {...form.text('code')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.percentage')} inputMode="numeric" {...form.text('percentage')} />
        <TextField label={t('admin.maxUses')} inputMode="numeric" hint={t('admin.maxUsesHint')} {...form.text('max_uses')} />
      </div>
      <JalaliDateTimeInput label={t('admin.expiresAt')} name="expires_at" clearable value={form.values.expires_at} onChange={(v) => form.set('expires_at', v)} error={form.errors.expires_at} />
      <IdPicker
        label={t('admin.eligible')}
        hint={t('admin.eligibleHint')}
        name="eligible_presentations"
        options={presentations}
        selected={form.values.eligible_presentations}
        onChange={(ids) => form.set('eligible_presentations', ids)}
        error={form.errors.eligible_presentations}
      />
    </FormDialog>
  );
}
