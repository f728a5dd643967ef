import { useState, type FormEvent } from 'react';
import { attendeeMessageBodySchema, SMS_AUDIENCES } from '@fest/contract';
import { useMessageAttendeesMutation, type AttendeeMessageAnswer } from '@/shared/api/admin-presentations';
import { fieldErrors } from '@/shared/api-error';
import { formatNumber } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { useAdminForm } from '../admin-form';
import { smsLengthHint } from '../sms-length';
import { ConfirmDialog } from './ConfirmDialog';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import '../messages';

type Audience = (typeof SMS_AUDIENCES)[number];
const audienceLabel: Record<Audience, MessageKey> = {
  all: 'admin.audienceAll',
  checked_in: 'admin.audienceCheckedIn',
  not_checked_in: 'admin.audienceNotCheckedIn',
};

const estimate = (a: AttendeeMessageAnswer) => ({ recipients: formatNumber(a.recipients), parts: formatNumber(a.parts) });

/**
 * The organisers' SMS to a presentation's attendees (docs/api.md, SMS): "preview" asks the server with
 * `dry_run` how many people and parts; "send" asks the same first, then sends only once the dialog,
 * which names that count, is confirmed.
 */
export function AttendeeMessageForm({ presentation }: { presentation: number }) {
  const form = useAdminForm({ text: '', audience: 'all' as string });
  const [message] = useMessageAttendeesMutation();
  // The estimate is for the values it was asked with; any edit makes it stale.
  const [preview, setPreview] = useState<{ text: string; audience: string; answer: AttendeeMessageAnswer } | null>(null);
  const [confirming, setConfirming] = useState<AttendeeMessageAnswer | null>(null);
  const [sent, setSent] = useState<AttendeeMessageAnswer | null>(null);
  const current = preview && preview.text === form.values.text && preview.audience === form.values.audience ? preview.answer : null;

  const dryRun = () => {
    setSent(null);
    const asked = { ...form.values };
    let answer: AttendeeMessageAnswer | null = null;
    return form
      .submit(attendeeMessageBodySchema, { ...asked, dry_run: true }, async (body) => {
        answer = await message({ id: presentation, body }).unwrap();
        setPreview({ ...asked, answer });
      })
      .then((ok) => (ok ? answer : null));
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    void dryRun();
  };
  const onSend = async () => {
    const answer = await dryRun();
    // Nobody to send to: the estimate already says so, there is nothing to confirm.
    if (answer && answer.recipients > 0) setConfirming(answer);
  };
  const send = async () => {
    try {
      const answer = await message({ id: presentation, body: { text: form.values.text, audience: form.values.audience as Audience } }).unwrap();
      setSent(answer);
      setPreview(null);
      form.set('text', '');
    } catch (err) {
      // A field the server refuses is shown beside it; the dialog shows the refusal too.
      form.setErrors(fieldErrors(err));
      throw err;
    }
  };

  return (
    <section aria-labelledby="attendee-message" className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
      <h2 id="attendee-message" className="mb-4 text-lg font-bold text-navy-950">
        {t('admin.messageTitle')}
      </h2>
      <form onSubmit={onPreview} noValidate className="grid gap-4" aria-busy={form.busy}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextAreaField label={t('admin.messageText')} hint={smsLengthHint(form.values.text)} {...form.text('text')} />
        <SelectField
          label={t('admin.messageAudience')}
          {...form.text('audience')}
          options={SMS_AUDIENCES.map((value) => ({ value, label: t(audienceLabel[value]) }))}
          className="max-w-sm"
        />
        {current && (
          <p role="status" className="text-sm text-navy-700">
            {current.recipients === 0 ? t('admin.messageNobody') : t('admin.messageEstimate', estimate(current))}
          </p>
        )}
        {sent && (
          <p role="status" className="text-sm font-semibold text-green-700">
            {t('admin.messageQueued', estimate(sent))}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" loading={form.busy}>
            {t('admin.messagePreview')}
          </Button>
          <Button loading={form.busy} onClick={() => void onSend()}>
            {t('admin.messageSend')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        tone="primary"
        title={t('admin.messageConfirmTitle')}
        confirmLabel={t('admin.messageSend')}
        onClose={() => setConfirming(null)}
        onConfirm={send}
      >
        <p>{confirming && t('admin.messageConfirmText', estimate(confirming))}</p>
      </ConfirmDialog>
    </section>
  );
}
