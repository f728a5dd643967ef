import { useState } from 'react';
import { Link } from 'react-router';
import { useDeletePresentationMutation, useListAdminPresentationsQuery, type AdminPresentation } from '@/shared/api/admin-presentations';
import { formatNumber, formatShortDate, formatSum, formatTime, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { ButtonLink } from '@/shared/ui/Button';
import { AdminHeading } from '../components/AdminHeading';
import { BadgesPanel } from '../components/BadgesDownload';
import { EditionPicker } from '../components/EditionPicker';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { RowButton } from '../components/RowButton';
import { serviceTypeLabel } from '../labels';
import { editionOf, useListParams } from '../list-params';
import '../messages';
import { localTitle } from '@/shared/i18n/content';

const rowLink = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50';

export default function PresentationsPage() {
  // The current edition's programme, or (?edition=) one being prepared or archived.
  const { params, update } = useListParams(['edition'], { ordering: 'start' });
  const edition = editionOf(params);
  const query = useListAdminPresentationsQuery(params);
  const [deleting, setDeleting] = useState<AdminPresentation | null>(null);
  const [remove] = useDeletePresentationMutation();

  const columns: Column<AdminPresentation>[] = [
    {
      key: 'title',
      label: t('admin.title'),
      sort: 'fa_title',
      render: (p) => (
        <span className="grid">
          <span className="font-semibold text-navy-950">{localTitle(p)}</span>
          <span className="text-xs text-navy-500">{serviceTypeLabel(p.service_type)}</span>
        </span>
      ),
    },
    {
      key: 'start',
      label: t('admin.start'),
      sort: 'start',
      render: (p) => (
        <span className="grid whitespace-nowrap">
          <span>{formatShortDate(p.start)}</span>
          <span className="text-xs text-navy-500">{formatTime(p.start)}</span>
        </span>
      ),
    },
    {
      key: 'seats',
      label: t('admin.seats'),
      sort: 'capacity',
      className: 'whitespace-nowrap',
      render: (p) => (
        <span className="grid">
          <span>{t('admin.seatsSoldOf', { sold: formatNumber(p.sold), capacity: formatNumber(p.capacity) })}</span>
          {p.held > 0 && <span className="text-xs text-accent-700">{t('admin.seatsHeld', { held: formatNumber(p.held) })}</span>}
          <span className="text-xs text-navy-500">{t('admin.seatsCheckedIn', { count: formatNumber(p.checked_in) })}</span>
        </span>
      ),
    },
    { key: 'cost', label: t('admin.cost'), sort: 'cost', className: 'whitespace-nowrap', render: (p) => formatToman(p.cost) },
    { key: 'revenue', label: t('admin.revenue'), sort: 'revenue', className: 'whitespace-nowrap', render: (p) => formatSum(p.revenue) },
    {
      key: 'open',
      label: t('admin.registration'),
      render: (p) => <Badge tone={p.is_registration_active ? 'green' : 'gray'}>{p.is_registration_active ? t('admin.open') : t('admin.closed')}</Badge>,
    },
  ];

  return (
    <>
      <AdminHeading
        title={t('admin.navPresentations')}
        subtitle={t('admin.presentationsSubtitle')}
        action={<ButtonLink to={edition ? `/admin/presentations/new?edition=${encodeURIComponent(edition)}` : '/admin/presentations/new'}>{t('admin.newPresentation')}</ButtonLink>}
      />
      <DataTable
        caption={t('admin.navPresentations')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        toolbar={
          <div className="w-full sm:max-w-xs">
            <EditionPicker value={edition} onChange={(slug) => update({ edition: slug })} />
          </div>
        }
        rowKey={(p) => p.id}
        searchLabel={t('admin.searchPresentations')}
        actions={(p) => (
          <>
            <Link to={`/admin/presentations/${p.id}`} className={rowLink}>
              {t('admin.edit')}
            </Link>
            <Link to={`/admin/presentations/${p.id}/attendees`} className={rowLink}>
              {t('admin.attendees')}
            </Link>
            <RowButton tone="danger" onClick={() => setDeleting(p)}>
              {t('admin.delete')}
            </RowButton>
          </>
        )}
      />
      <BadgesPanel edition={edition} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deletePresentationTitle')}
        confirmLabel={t('admin.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting?.id ?? 0).unwrap()}
      >
        <p>{t('admin.deletePresentationText', { name: deleting ? localTitle(deleting) : '' })}</p>
        <p className="text-sm text-navy-600">{t('admin.deletePresentationRule')}</p>
      </ConfirmDialog>
    </>
  );
}
