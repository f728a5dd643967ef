import { useState } from 'react';
import { useIssueCertificateMutation, useListAdminCertificatesQuery } from '@/shared/api/admin-certificates';
import { useListAttendeesQuery, type Attendee } from '@/shared/api/admin-presentations';
import { useListAdminUsersQuery, type AdminUser } from '@/shared/api/admin-users';
import { errorMessage, serverText, toApiError } from '@/shared/api-error';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { FormDialog } from './FormDialog';
import { SelectField } from '@/shared/ui/SelectField';
import '../messages';

type Mode = 'registration' | 'presenter';

const personName = (p: { first_name: string; last_name: string; phone_number: string }) => `${p.first_name} ${p.last_name}`.trim() || p.phone_number;
/** "سارا محمدی · 0912…" with the number in the page's digits. */
const personLabel = (p: { first_name: string; last_name: string; phone_number: string }) => `${personName(p)} · ${toPersianDigits(p.phone_number)}`;

/**
 * Issues one certificate by hand for a session: of attendance for one of its registrations (someone
 * who was there but never scanned), or of presenting to a user. The registrations that already have
 * one are marked; the server refuses a second (409) anyway.
 */
export function IssueCertificateDialog({ presentation, title, onClose, onIssued }: { presentation: number; title: string; onClose: () => void; onIssued: (name: string) => void }) {
  const [mode, setMode] = useState<Mode>('registration');
  const [participation, setParticipation] = useState('');
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<AdminUser | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attendees = useListAttendeesQuery(presentation);
  const existing = useListAdminCertificatesQuery({ presentation, page_size: 200 });
  const users = useListAdminUsersQuery({ search: search.trim(), page_size: 8 }, { skip: mode !== 'presenter' || search.trim().length < 2 });
  const [issue] = useIssueCertificateMutation();

  const certified = new Set((existing.data?.results ?? []).filter((c) => !c.revoked_at && c.participation !== null).map((c) => c.participation));
  const attendeeOption = (a: Attendee) => {
    const marks = [a.checked_in_at ? t('admin.certificatesCheckedIn') : t('admin.certificatesNotCheckedIn'), ...(certified.has(a.participation_id) ? [t('admin.certificatesHasOne')] : [])];
    return { value: String(a.participation_id), label: `${personLabel(a)} (${marks.join(t('programme.listSeparator'))})` };
  };

  const submit = async () => {
    if (busy) return;
    setFormError(null);
    const chosenAttendee = attendees.data?.find((a) => String(a.participation_id) === participation);
    if (mode === 'registration' ? !chosenAttendee : !user) {
      setFieldError(t('admin.certificatesPickOne'));
      return;
    }
    setBusy(true);
    try {
      if (mode === 'registration') await issue({ participation: chosenAttendee!.participation_id }).unwrap();
      else await issue({ presentation, user: user!.id, kind: 'PRESENTER' }).unwrap();
      onIssued(personName(mode === 'registration' ? chosenAttendee! : user!));
      onClose();
    } catch (err) {
      const refusal = toApiError(err);
      // 409: the one refusal expected here; the catalogue's CONFLICT speaks of payments.
      setFormError(refusal.status === 409 ? (serverText(refusal.detail) ?? t('admin.certificatesAlreadyIssued')) : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: Mode) => {
    setMode(next);
    setFieldError(undefined);
  };

  return (
    <FormDialog
      open
      title={t('admin.certificatesIssueTitle', { title })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
      submitLabel={t('admin.certificatesIssueSubmit')}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy-800">{t('admin.certificatesIssueFor')}</legend>
        <label className="flex items-start gap-3 rounded-xl px-1 text-sm leading-6">
          <input type="radio" name="kind" value="ATTENDANCE" checked={mode === 'registration'} onChange={() => choose('registration')} className="mt-1.5 size-4 shrink-0 accent-navy-800" />
          <span>
            {t('admin.certificatesIssueRegistration')}
            <span className="block text-xs text-navy-500">{t('admin.certificatesIssueRegistrationHint')}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-xl px-1 text-sm leading-6">
          <input type="radio" name="kind" value="PRESENTER" checked={mode === 'presenter'} onChange={() => choose('presenter')} className="mt-1.5 size-4 shrink-0 accent-navy-800" />
          <span>{t('admin.certificatesIssuePresenter')}</span>
        </label>
      </fieldset>

      {mode === 'registration' ? (
        attendees.data === undefined ? (
          attendees.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(attendees.error)}
            </p>
          ) : (
            <Spinner label={t('admin.loading')} />
          )
        ) : attendees.data.length === 0 ? (
          <p className="text-sm text-navy-600">{t('admin.certificatesNoRegistrations')}</p>
        ) : (
          <SelectField
            label={t('admin.certificatesRegistration')}
            name="participation"
            value={participation}
            error={fieldError}
            onChange={(e) => {
              setParticipation(e.target.value);
              setFieldError(undefined);
            }}
            options={[{ value: '', label: t('admin.certificatesChooseRegistration') }, ...attendees.data.map(attendeeOption)]}
          />
        )
      ) : (
        <div className="grid gap-3">
          <TextField
            label={t('admin.certificatesUserSearch')}
            name="search"
            type="search"
            autoComplete="off"
            hint={t('admin.certificatesUserSearchHint')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setUser(null);
            }}
          />
          {search.trim().length >= 2 && (
            <fieldset className="grid gap-1" aria-describedby={fieldError ? 'certificate-user-error' : undefined}>
              <legend className="mb-1 text-sm font-semibold text-navy-800">{t('admin.certificatesUser')}</legend>
              {users.data === undefined ? (
                users.isError ? (
                  <p role="alert" className="text-sm text-red-700">
                    {errorMessage(users.error)}
                  </p>
                ) : (
                  <Spinner label={t('admin.loading')} />
                )
              ) : users.data.results.length === 0 ? (
                <p className="text-sm text-navy-600">{t('admin.certificatesNoUsers')}</p>
              ) : (
                users.data.results.map((u) => (
                  <label key={u.id} className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm ring-1 ring-navy-100 has-[:checked]:bg-navy-50 has-[:checked]:ring-navy-400">
                    <input
                      type="radio"
                      name="user"
                      value={u.id}
                      checked={user?.id === u.id}
                      onChange={() => {
                        setUser(u);
                        setFieldError(undefined);
                      }}
                      className="size-4 shrink-0 accent-navy-800"
                    />
                    <span className="min-w-0">
                      <span className="font-semibold">{personName(u)}</span>{' '}
                      <bdi dir="ltr" className="text-navy-500">
                        {toPersianDigits(u.phone_number)}
                      </bdi>
                    </span>
                  </label>
                ))
              )}
              {fieldError && (
                <p id="certificate-user-error" className="text-sm text-red-700">
                  {fieldError}
                </p>
              )}
            </fieldset>
          )}
          {search.trim().length < 2 && fieldError && <p className="text-sm text-red-700">{fieldError}</p>}
        </div>
      )}
    </FormDialog>
  );
}
