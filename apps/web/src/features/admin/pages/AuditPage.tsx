import { useState } from 'react';
import { useListAuditQuery, type AuditEntry } from '@/shared/api/admin-audit';
import { formatShortDate, formatTime, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Modal } from '@/shared/ui/Modal';
import { AdminHeading } from '../components/AdminHeading';
import { DataTable, type Column } from '../components/DataTable';
import { RowButton } from '../components/RowButton';
import { useListParams } from '../list-params';
import '../messages';

/** /admin/audit: every write, newest first, with the object before and after on demand. */
export default function AuditPage() {
  const { params, update } = useListParams();
  const query = useListAuditQuery(params);
  const [showing, setShowing] = useState<AuditEntry | null>(null);

  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('admin.when'), render: (e) => `${formatShortDate(e.at)}${listComma()}${formatTime(e.at)}` },
    { key: 'actor', label: t('admin.actor'), render: (e) => (e.actor ? <span dir="ltr">{toPersianDigits(e.actor.phone_number)}</span> : t('admin.actorSystem')) },
    { key: 'action', label: t('admin.action'), render: (e) => <code dir="ltr">{e.action}</code> },
    {
      key: 'object',
      label: t('admin.object'),
      render: (e) => (
        <code dir="ltr">
          {e.object_type}
          {e.object_id !== null && e.object_id !== undefined ? ` #${e.object_id}` : ''}
        </code>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navAudit')} subtitle={t('admin.auditSubtitle')} />
      <DataTable
        caption={t('admin.navAudit')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(e) => e.id}
        searchLabel={t('admin.searchAudit')}
        actions={(e) => <RowButton onClick={() => setShowing(e)}>{t('admin.details')}</RowButton>}
      />
      {showing && (
        <Modal open onClose={() => setShowing(null)} title={`${showing.action} · ${showing.object_type}`} className="w-[min(48rem,calc(100vw-1rem))]">
          <div className="grid gap-4 md:grid-cols-2">
            <Snapshot title={t('admin.before')} value={showing.before} />
            <Snapshot title={t('admin.after')} value={showing.after} />
          </div>
        </Modal>
      )}
    </>
  );
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-sm font-bold">{title}</h3>
      <pre dir="ltr" className="max-h-96 overflow-auto rounded-xl bg-navy-50 p-3 text-start text-xs leading-5">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}
