import { useRef, useState, type FormEvent } from 'react';
import { complimentaryBodySchema } from '@fest/contract';
import { useGiveComplimentaryMutation } from '@/shared/api/admin-complimentary';
import { errorMessage, fieldErrors, toApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { issueErrors, useAdminForm } from '../admin-form';
import { CheckField } from './CheckField';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import '../messages';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

interface ComplimentaryFormProps {
  /** The current edition's sessions, by start. */
  sessions: Array<{ id: number; label: string }>;
  /** The session the page's list shows, offered first. */
  initialPresentation?: number;
}

type Notice = { tone: 'success'; text: string } | { tone: 'full'; title: string } | null;

/**
 * Gives a complimentary seat: the session, the guest's phone and name, a note. A full session is
 * answered by the server (CAPACITY_FULL, the seats are its to count); the form then offers to give it
 * beyond the capacity, which grows the capacity by one. The person's fields empty once given, the
 * session stays: an organiser often gives several seats of one session in a row.
 */
export function ComplimentaryForm({ sessions, initialPresentation }: ComplimentaryFormProps) {
  const form = useAdminForm({ presentation: initialPresentation ? String(initialPresentation) : '', phone_number: '', first_name: '', last_name: '', note: '' });
  const [beyond, setBeyond] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [give] = useGiveComplimentaryMutation();
  const title = (id: string) => sessions.find((s) => String(s.id) === id)?.label ?? '';

  const send = async (beyondCapacity: boolean) => {
    if (running.current) return;
    setFormError(null);
    // Giving it beyond the capacity from the offer: the offer stays, with its button's progress, until answered.
    if (!beyondCapacity || notice?.tone !== 'full') setNotice(null);
    const { values } = form;
    const parsed = complimentaryBodySchema.safeParse({
      phone_number: values.phone_number,
      first_name: values.first_name,
      last_name: values.last_name,
      note: values.note,
      beyond_capacity: beyondCapacity,
    });
    const presentation = Number(values.presentation);
    const problems = parsed.success ? {} : issueErrors(parsed.error.issues);
    if (!presentation) problems.presentation = t('admin.complimentaryPickSession');
    form.setErrors(problems);
    if (!parsed.success || !presentation) return;

    running.current = true;
    setBusy(true);
    try {
      const seat = await give({ presentation, body: parsed.data }).unwrap();
      const name = `${seat.first_name} ${seat.last_name}`.trim();
      const given = t('admin.complimentaryGiven', { title: title(values.presentation), name });
      setNotice({ tone: 'success', text: seat.beyond_capacity ? `${given} ${t('admin.complimentaryGivenBeyond')}` : given });
      for (const field of ['phone_number', 'first_name', 'last_name', 'note'] as const) form.set(field, '');
      setBeyond(false);
    } catch (err) {
      const { code } = toApiError(err);
      setNotice(code === 'CAPACITY_FULL' ? { tone: 'full', title: title(values.presentation) } : null);
      // About the phone (it holds this session already): said beside it.
      if (code === 'ALREADY_REGISTERED') form.setErrors({ phone_number: errorMessage(err) });
      else if (code !== 'CAPACITY_FULL') {
        form.setErrors(fieldErrors(err));
        setFormError(errorMessage(err));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(beyond);
  };

  return (
    <section aria-labelledby="give-seat" className={card}>
      <h2 id="give-seat" className="font-bold text-navy-950">
        {t('admin.complimentaryGive')}
      </h2>
      <p className="mt-1 text-sm leading-6 text-navy-600">{t('admin.complimentaryGiveHint')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4" aria-labelledby="give-seat">
        {formError && <FormAlert>{formError}</FormAlert>}
        {notice?.tone === 'success' && <FormAlert tone="success">{notice.text}</FormAlert>}
        {notice?.tone === 'full' && (
          <div role="alert" data-testid="capacity-full" className="grid gap-3 rounded-xl bg-accent-50 px-4 py-3 text-sm leading-6 text-accent-800 ring-1 ring-accent-200">
            <p>
              <span className="font-bold">{t('admin.complimentaryFull', { title: notice.title })}</span> {t('admin.complimentaryFullOffer')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="accent" loading={busy} onClick={() => void send(true)}>
                {t('admin.complimentaryGiveBeyond')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => setNotice(null)}>
                {t('admin.cancel')}
              </Button>
            </div>
          </div>
        )}
        <SelectField
          label={t('admin.certificateSession')}
          {...form.text('presentation')}
          onChange={(e) => {
            form.set('presentation', e.target.value);
            setNotice(null);
          }}
          options={[{ value: '', label: t('admin.complimentaryChooseSession') }, ...sessions.map((s) => ({ value: String(s.id), label: s.label }))]}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {/* Someone else's phone and name: the organiser's own must not be offered to fill them. */}
          <TextField label={t('admin.complimentaryPhone')} type="tel" autoComplete="off" {...form.text('phone_number')} />
          <TextField label={t('admin.complimentaryFirstName')} autoComplete="off" {...form.text('first_name')} />
          <TextField label={t('admin.complimentaryLastName')} autoComplete="off" {...form.text('last_name')} />
        </div>
        <TextAreaField label={t('admin.note')} rows={2} hint={t('admin.complimentaryNoteHint')} {...form.text('note')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <CheckField name="beyond_capacity" label={t('admin.complimentaryBeyond')} hint={t('admin.complimentaryBeyondHint')} checked={beyond} onChange={setBeyond} />
          </div>
          <Button type="submit" loading={busy && notice?.tone !== 'full'} disabled={busy}>
            {t('admin.complimentarySubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
