import { useState } from 'react';
import { Link } from 'react-router';
import {
  useDownloadCertificatesZipMutation,
  useIssueForPresentationMutation,
  useListAdminCertificatesQuery,
  useRevokeCertificateMutation,
  type AdminCertificate,
} from '@/shared/api/admin-certificates';
import { checkPagePath } from '@/shared/api/certificates';
import { errorMessage } from '@/shared/api-error';
import { certificateKindLabel } from '@/shared/certificates';
import { formatNumber, formatShortDate, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { EditionPicker } from '../components/EditionPicker';
import { IssueCertificateDialog } from '../components/IssueCertificateDialog';
import { RowButton } from '../components/RowButton';
import { SelectField } from '@/shared/ui/SelectField';
import { editionOf, useListParams } from '../list-params';
import { usePresentationOptions } from '../use-presentation-options';
import '../messages';

const FILTERS = ['edition', 'presentation'] as const;
/** The API's order when none is asked for: the newest first. */
const DEFAULT_ORDER = { ordering: '-issued_at' };

const holderName = (c: AdminCertificate) => c.name || `${c.user.first_name} ${c.user.last_name}`.trim() || c.user.phone_number;

/**
 * /admin/certificates: an edition's certificates, or one session's (?presentation=), with what an
 * organiser does with a session's: issue to everyone checked in, download them all as a ZIP, issue
 * one by hand (a registration, or a user as presenter), and revoke one.
 */
export default function CertificatesPage() {
  const { params, update } = useListParams(FILTERS, DEFAULT_ORDER);
  const edition = editionOf(params);
  const presentation = Number(params.presentation) || undefined;
  const query = useListAdminCertificatesQuery(params);
  const sessions = usePresentationOptions(edition);
  const session = sessions.find((s) => s.id === presentation);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [revoke] = useRevokeCertificateMutation();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [issueOpen, setIssueOpen] = useState(false);
  const [issueBulk] = useIssueForPresentationMutation();
  const [downloadZip] = useDownloadCertificatesZipMutation();
  const [zipping, setZipping] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const fetchZip = async () => {
    if (!presentation || zipping) return;
    setZipping(true);
    setNotice(null);
    try {
      await downloadZip(presentation).unwrap();
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    } finally {
      setZipping(false);
    }
  };

  const columns: Column<AdminCertificate>[] = [
    {
      key: 'holder',
      label: t('admin.certificateHolder'),
      sort: 'name',
      render: (c) => (
        <span className="grid">
          <span className="font-semibold">{holderName(c)}</span>
          <span className="text-xs text-navy-500">
            <bdi dir="ltr">{toPersianDigits(c.user.phone_number)}</bdi>
          </span>
        </span>
      ),
    },
    ...(presentation ? [] : [{ key: 'session', label: t('admin.certificateSession'), sort: 'start', render: (c: AdminCertificate) => localTitle(c.presentation) }]),
    { key: 'kind', label: t('admin.certificateKind'), sort: 'kind', render: (c) => certificateKindLabel(c.kind) },
    { key: 'issued', label: t('admin.certificateIssued'), sort: 'issued_at', render: (c) => formatShortDate(c.issued_at) },
    {
      key: 'state',
      label: t('admin.certificateState'),
      render: (c) =>
        c.revoked_at ? (
          <Badge tone="red">{t('admin.certificateRevokedOn', { date: formatShortDate(c.revoked_at) })}</Badge>
        ) : (
          <Badge tone="green">{t('admin.certificateValid')}</Badge>
        ),
    },
  ];

  const actions = (c: AdminCertificate) => (
    <>
      {/* A revoked certificate's PDF is gone (404): only its check page is left. */}
      {!c.revoked_at && (
        <a
          href={c.pdf_url}
          target="_blank"
          rel="noopener"
          aria-label={t('admin.certificatePdfLabel', { name: holderName(c) })}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 transition hover:bg-navy-50"
        >
          {t('admin.certificatePdf')}
        </a>
      )}
      <Link
        to={checkPagePath(c.code)}
        aria-label={t('admin.certificateCheckPageLabel', { name: holderName(c) })}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 transition hover:bg-navy-50"
      >
        {t('admin.certificateCheckPage')}
      </Link>
      {!c.revoked_at && (
        <RowButton tone="danger" onClick={() => setRevoking(c)}>
          {t('admin.certificateRevoke')}
        </RowButton>
      )}
    </>
  );

  return (
    <>
      <AdminHeading title={t('admin.navCertificates')} subtitle={t('admin.certificatesSubtitle')} />
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <DataTable
        caption={session ? `${t('admin.certificatesCaption')}: ${session.label}` : t('admin.certificatesCaption')}
        columns={columns}
        query={query}
        params={params}
        onParams={(patch) => {
          setNotice(null);
          update(patch);
        }}
        rowKey={(c) => c.code}
        searchLabel={t('admin.searchCertificates')}
        actions={actions}
        emptyTitle={t('admin.certificatesEmptyTitle')}
        emptyText={t('admin.certificatesEmptyText')}
        toolbar={
          <div className="grid w-full gap-3">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
              {/* Another edition's sessions are other sessions: the picked one is dropped with it. */}
              <EditionPicker value={edition} onChange={(slug) => update({ edition: slug, presentation: undefined })} />
              <SelectField
                label={t('admin.certificateSession')}
                name="presentation"
                value={presentation ? String(presentation) : ''}
                onChange={(e) => update({ presentation: e.target.value })}
                options={[{ value: '', label: t('admin.allSessions') }, ...sessions.map((s) => ({ value: String(s.id), label: s.label }))]}
              />
            </div>
            {presentation && (
              <div className="flex flex-wrap gap-2" data-testid="certificate-session-actions">
                <Button size="sm" onClick={() => setBulkOpen(true)}>
                  {t('admin.certificatesBulk')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setIssueOpen(true)}>
                  {t('admin.certificatesIssue')}
                </Button>
                <Button size="sm" variant="secondary" loading={zipping} onClick={() => void fetchZip()}>
                  {t('admin.certificatesZip')}
                </Button>
              </div>
            )}
          </div>
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('admin.certificateRevokeTitle')}
        confirmLabel={t('admin.certificateRevoke')}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoke(revoking?.code ?? '').unwrap()}
      >
        <p>
          {revoking &&
            t('admin.certificateRevokeText', { kind: certificateKindLabel(revoking.kind), name: holderName(revoking), title: localTitle(revoking.presentation) })}
        </p>
      </ConfirmDialog>
      {presentation && (
        <ConfirmDialog
          open={bulkOpen}
          tone="primary"
          title={t('admin.certificatesBulkTitle')}
          confirmLabel={t('admin.certificatesBulk')}
          onClose={() => setBulkOpen(false)}
          onConfirm={async () => {
            const { issued } = await issueBulk(presentation).unwrap();
            setNotice({ tone: 'success', text: issued > 0 ? t('admin.certificatesBulkDone', { count: formatNumber(issued) }) : t('admin.certificatesBulkNone') });
          }}
        >
          <p>{t('admin.certificatesBulkText', { title: session?.label ?? '' })}</p>
        </ConfirmDialog>
      )}
      {presentation && issueOpen && (
        <IssueCertificateDialog
          presentation={presentation}
          title={session?.label ?? ''}
          onClose={() => setIssueOpen(false)}
          onIssued={(name) => setNotice({ tone: 'success', text: t('admin.certificatesIssued', { name }) })}
        />
      )}
    </>
  );
}
