import { useState } from 'react';
import { Link } from 'react-router';
import { editionCreateSchema } from '@fest/contract';
import {
  useChangeEditionMutation,
  useCopyEditionMutation,
  useCreateEditionMutation,
  useListAdminEditionsQuery,
  type Edition,
} from '@/shared/api/admin-editions';
import { loadState } from '@/shared/api/load-state';
import { errorMessage } from '@/shared/api-error';
import { festivalDates } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormDialog } from '../components/FormDialog';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { RowButton } from '../components/RowButton';
import { SelectField } from '@/shared/ui/SelectField';
import '../messages';

type Dialog = { kind: 'new' } | { kind: 'current'; edition: Edition } | { kind: 'copy'; edition: Edition } | null;

/**
 * /admin/editions: the festival's years. An organiser opens next year's edition, copies last year's
 * settings, FAQ, staff, tags and accessories into it, prepares its programme (the console's lists
 * take the edition), and makes it current when registration should open; the old one becomes the
 * read-only archive.
 */
export default function EditionsPage() {
  const query = useListAdminEditionsQuery();
  const load = loadState(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [change] = useChangeEditionMutation();
  const close = () => setDialog(null);

  let body;
  if (load.state === 'failed') {
    body = <ErrorState title={t('admin.editionsLoadFailed')} message={errorMessage(load.error)} onRetry={() => void query.refetch()} />;
  } else if (load.state === 'loading') {
    body = <Skeleton className="h-40 rounded-[var(--radius-card)]" />;
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {load.data.map((edition) => (
          <li key={edition.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-navy-100">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-extrabold text-navy-950">{edition.name}</h2>
              <code dir="ltr" className="rounded bg-navy-50 px-1.5 text-sm text-navy-700">
                {edition.slug}
              </code>
              {edition.is_current ? <Badge tone="accent">{t('admin.editionCurrent')}</Badge> : <Badge tone="gray">{t('admin.editionNotCurrent')}</Badge>}
            </div>
            <p className="text-sm text-navy-600">{festivalDates(edition) ?? t('admin.editionNoDates')}</p>
            <div className="mt-auto flex flex-wrap gap-2">
              <Link to={`/admin/presentations?edition=${edition.slug}`} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50">
                {t('admin.editionProgramme')}
              </Link>
              {!edition.is_current && (
                <>
                  <RowButton onClick={() => setDialog({ kind: 'copy', edition })}>{t('admin.editionCopy')}</RowButton>
                  <RowButton onClick={() => setDialog({ kind: 'current', edition })}>{t('admin.editionMakeCurrent')}</RowButton>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <AdminHeading title={t('admin.navEditions')} subtitle={t('admin.editionsSubtitle')} action={<Button onClick={() => setDialog({ kind: 'new' })}>{t('admin.newEdition')}</Button>} />
      {body}
      {dialog?.kind === 'new' && <NewEditionForm onClose={close} />}
      {dialog?.kind === 'copy' && <CopyForm edition={dialog.edition} others={(load.state === 'loaded' ? load.data : []).filter((e) => e.id !== dialog.edition.id)} onClose={close} />}
      {dialog?.kind === 'current' && (
        <ConfirmDialog
          open
          tone="primary"
          title={t('admin.editionMakeCurrentTitle', { name: dialog.edition.name })}
          confirmLabel={t('admin.editionMakeCurrent')}
          onConfirm={() => change({ id: dialog.edition.id, body: { is_current: true } }).unwrap()}
          onClose={close}
        >
          {t('admin.editionMakeCurrentText')}
        </ConfirmDialog>
      )}
    </>
  );
}

function NewEditionForm({ onClose }: { onClose: () => void }) {
  const form = useAdminForm({ slug: '', name: '', starts_on: '', ends_on: '' });
  const [create] = useCreateEditionMutation();
  const save = async () => {
    if (await form.submit(editionCreateSchema, form.values, (body) => create(body).unwrap())) onClose();
  };
  return (
    <FormDialog open title={t('admin.newEdition')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <TextField label={t('admin.editionName')} {...form.text('name')} />
      <TextField label={t('admin.editionSlug')} dir="ltr" hint={t('admin.editionSlugHint')} {...form.text('slug')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <JalaliDateTimeInput mode="date" clearable label={t('admin.startsOn')} name="starts_on" value={form.values.starts_on} onChange={(v) => form.set('starts_on', v)} error={form.errors.starts_on} />
        <JalaliDateTimeInput mode="date" clearable label={t('admin.endsOn')} name="ends_on" value={form.values.ends_on} onChange={(v) => form.set('ends_on', v)} error={form.errors.ends_on} />
      </div>
    </FormDialog>
  );
}

function CopyForm({ edition, others, onClose }: { edition: Edition; others: Edition[]; onClose: () => void }) {
  const [from, setFrom] = useState(String(others[0]?.id ?? ''));
  const [copy] = useCopyEditionMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    if (busy || !from) return;
    setBusy(true);
    setFailure(null);
    try {
      await copy({ id: edition.id, from: Number(from) }).unwrap();
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={t('admin.editionCopyTitle', { name: edition.name })}
      submitLabel={t('admin.editionCopy')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      formError={failure}
    >
      <p className="leading-7 text-navy-700">{t('admin.editionCopyText')}</p>
      <SelectField label={t('admin.editionCopyFrom')} name="from" value={from} onChange={(e) => setFrom(e.target.value)} options={others.map((e) => ({ value: String(e.id), label: e.name }))} />
    </FormDialog>
  );
}
