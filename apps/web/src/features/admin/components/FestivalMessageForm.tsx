import { useState, type FormEvent, type ReactNode } from 'react';
import { FESTIVAL_AUDIENCES, MESSAGE_CHANNELS, festivalMessageBodySchema, type FestivalAudience, type MessageChannel } from '@fest/contract';
import { useMessageFestivalMutation, type FestivalMessageAnswer, type FestivalMessageBody } from '@/shared/api/admin-messages';
import { fieldErrors } from '@/shared/api-error';
import { formatFestivalDay } from '@/shared/festival-facts';
import { formatNumber } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { useAdminForm } from '../admin-form';
import { smsLengthHint } from '../sms-length';
import { CheckField } from './CheckField';
import { ConfirmDialog } from './ConfirmDialog';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import '../messages';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

const audienceText: Record<FestivalAudience, { label: MessageKey; hint: MessageKey }> = {
  everyone: { label: 'admin.festivalAudienceEveryone', hint: 'admin.festivalAudienceEveryoneHint' },
  attendees: { label: 'admin.festivalAudienceAttendees', hint: 'admin.festivalAudienceAttendeesHint' },
  day: { label: 'admin.festivalAudienceDay', hint: 'admin.festivalAudienceDayHint' },
  presentation: { label: 'admin.festivalAudiencePresentation', hint: 'admin.festivalAudiencePresentationHint' },
};
const channelText: Record<MessageChannel, { label: MessageKey; hint: MessageKey }> = {
  sms: { label: 'admin.channelSms', hint: 'admin.channelSmsHint' },
  email: { label: 'admin.channelEmail', hint: 'admin.channelEmailHint' },
};

// This edition's attendees, not everyone: the widest audience is chosen on purpose, never by default.
const initial = { text: '', audience: 'attendees' as FestivalAudience, day: '', presentation: '', channels: [...MESSAGE_CHANNELS] as MessageChannel[] };
type Values = typeof initial;

/** What the values ask the server: a day or a session only with the audience that names it, the channels in one order. */
function bodyOf(values: Values): FestivalMessageBody {
  return {
    text: values.text,
    audience: values.audience,
    ...(values.audience === 'day' && values.day ? { day: values.day } : {}),
    ...(values.audience === 'presentation' && values.presentation ? { presentation: Number(values.presentation) } : {}),
    channels: MESSAGE_CHANNELS.filter((channel) => values.channels.includes(channel)),
  };
}

const people = (count: number) => t('admin.festivalPreviewPeople', { count: formatNumber(count) });

interface FestivalMessageFormProps {
  /** The current edition's sessions, by start. */
  sessions: Array<{ id: number; label: string }>;
  /** The Tehran days ('YYYY-MM-DD') on which its sessions are. */
  days: string[];
}

/**
 * The organisers' message to the whole festival (docs/api.md, "Messages to the whole festival"). The
 * preview asks the server with `dry_run` whom it reaches; only a preview of exactly these values offers
 * "send", which asks once more in a dialog naming that count. Sent, it is announced and the form empties.
 */
export function FestivalMessageForm({ sessions, days }: FestivalMessageFormProps) {
  const form = useAdminForm(initial);
  const { values, errors } = form;
  const [message] = useMessageFestivalMutation();
  // The preview answers the values it was asked with; any edit makes it stale, and "send" goes with it.
  const [preview, setPreview] = useState<{ asked: string; answer: FestivalMessageAnswer } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = bodyOf(values);
  const asked = JSON.stringify(body);
  const current = preview?.asked === asked ? preview.answer : null;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setPreview(null);
    void form.submit(festivalMessageBodySchema, { ...body, dry_run: true }, async (parsed) => {
      setPreview({ asked, answer: await message(parsed).unwrap() });
    });
  };
  const send = async () => {
    try {
      const answer = await message(body).unwrap();
      toast.success(t('admin.messageQueued', { recipients: formatNumber(answer.recipients) }));
      setPreview(null);
      for (const key of Object.keys(initial) as Array<keyof Values>) form.set(key, initial[key]);
    } catch (err) {
      // A field the server refuses is shown beside it; the dialog shows the refusal too.
      form.setErrors(fieldErrors(err));
      throw err;
    }
  };
  const toggleChannel = (channel: MessageChannel, on: boolean) =>
    form.set('channels', on ? [...values.channels, channel] : values.channels.filter((c) => c !== channel));

  return (
    <section aria-labelledby="festival-message" className={card}>
      <h2 id="festival-message" className="text-lg font-bold text-navy-950">
        {t('admin.festivalMessageTitle')}
      </h2>
      <form onSubmit={onPreview} noValidate className="mt-4 grid gap-6" aria-labelledby="festival-message" aria-busy={form.busy}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextAreaField label={t('admin.messageText')} rows={5} hint={smsLengthHint(values.text)} {...form.text('text')} />

        <fieldset className="grid gap-3" aria-describedby={errors.audience ? 'festival-audience-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-navy-800">{t('admin.messageAudience')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {FESTIVAL_AUDIENCES.map((audience) => (
              <label
                key={audience}
                className="flex cursor-pointer items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-navy-100 transition hover:bg-navy-50 has-checked:bg-navy-50 has-checked:ring-2 has-checked:ring-navy-700"
              >
                <input
                  type="radio"
                  name="audience"
                  value={audience}
                  checked={values.audience === audience}
                  onChange={() => form.set('audience', audience)}
                  className="mt-1 size-4 shrink-0 accent-navy-800"
                />
                <span>
                  <span className="font-semibold text-navy-900">{t(audienceText[audience].label)}</span>
                  <span className="block text-xs leading-5 text-navy-500">{t(audienceText[audience].hint)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.audience && (
            <p id="festival-audience-error" className="text-sm text-red-700">
              {errors.audience}
            </p>
          )}
          {values.audience === 'day' && (
            <div className="grid gap-1.5 sm:max-w-sm">
              <SelectField
                label={t('admin.festivalMessageDay')}
                {...form.text('day')}
                options={[{ value: '', label: t('admin.festivalMessageChooseDay') }, ...days.map((day) => ({ value: day, label: formatFestivalDay(day) ?? day }))]}
              />
              {days.length === 0 && <p className="text-xs text-navy-500">{t('admin.festivalMessageNoDays')}</p>}
            </div>
          )}
          {values.audience === 'presentation' && (
            <SelectField
              label={t('admin.certificateSession')}
              {...form.text('presentation')}
              options={[{ value: '', label: t('admin.festivalMessageChooseSession') }, ...sessions.map((s) => ({ value: String(s.id), label: s.label }))]}
              className="sm:max-w-xl"
            />
          )}
        </fieldset>

        <fieldset className="grid gap-3" aria-describedby={errors.channels ? 'festival-channels-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-navy-800">{t('admin.festivalMessageChannels')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MESSAGE_CHANNELS.map((channel) => (
              <CheckField
                key={channel}
                name="channels"
                label={t(channelText[channel].label)}
                hint={t(channelText[channel].hint)}
                checked={values.channels.includes(channel)}
                onChange={(on) => toggleChannel(channel, on)}
              />
            ))}
          </div>
          {errors.channels && (
            <p id="festival-channels-error" className="text-sm text-red-700">
              {errors.channels}
            </p>
          )}
        </fieldset>

        {current && <PreviewCounts answer={current} channels={body.channels} />}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant={current ? 'secondary' : 'primary'} loading={form.busy}>
            {t('admin.festivalMessagePreview')}
          </Button>
          {current && current.recipients > 0 ? (
            <Button disabled={form.busy} onClick={() => setConfirming(true)}>
              {t('admin.festivalMessageSend')}
            </Button>
          ) : (
            !current && <p className="min-w-0 flex-1 basis-60 text-sm leading-6 text-navy-500">{t('admin.festivalMessagePreviewFirst')}</p>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming && current !== null}
        tone="primary"
        title={t('admin.festivalConfirmTitle')}
        confirmLabel={t('admin.festivalMessageSend')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
      >
        {current && (
          <>
            <p>{t('admin.festivalConfirmText', { recipients: formatNumber(current.recipients) })}</p>
            <ul className="list-disc ps-6">
              {body.channels.includes('sms') && (
                <li>{t('admin.festivalConfirmSms', { count: formatNumber(current.sms_recipients), parts: formatNumber(current.sms_parts) })}</li>
              )}
              {body.channels.includes('email') && <li>{t('admin.festivalConfirmEmail', { count: formatNumber(current.email_recipients) })}</li>}
            </ul>
            <p className="font-semibold">{t('admin.festivalConfirmFinal')}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The dry run's answer: whom the message reaches, by which channel, and the SMS parts it costs. */
function PreviewCounts({ answer, channels }: { answer: FestivalMessageAnswer; channels: MessageChannel[] }) {
  const off = <span className="text-base font-semibold text-navy-400">{t('admin.festivalPreviewChannelOff')}</span>;
  const bySms = channels.includes('sms');
  return (
    <div role="status" aria-labelledby="festival-preview" className="rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100">
      <h3 id="festival-preview" className="text-sm font-bold text-navy-900">
        {t('admin.festivalPreviewTitle')}
      </h3>
      {answer.recipients === 0 ? (
        <p className="mt-2 text-sm text-navy-700">{t('admin.messageNobody')}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Count term={t('admin.festivalPreviewRecipients')} value={people(answer.recipients)} />
          <Count term={t('admin.festivalPreviewBySms')} value={bySms ? people(answer.sms_recipients) : off} />
          <Count term={t('admin.festivalPreviewByEmail')} value={channels.includes('email') ? people(answer.email_recipients) : off} />
          <Count
            term={t('admin.festivalPreviewSmsParts')}
            value={bySms ? formatNumber(answer.sms_parts) : off}
            note={bySms ? t('admin.festivalPreviewPartsEach', { parts: formatNumber(answer.parts_per_sms) }) : undefined}
          />
        </dl>
      )}
    </div>
  );
}

function Count({ term, value, note }: { term: string; value: ReactNode; note?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-white px-3 py-2.5 ring-1 ring-navy-100">
      <dt className="text-xs text-navy-500">{term}</dt>
      <dd className="mt-1 text-lg font-extrabold text-navy-950">{value}</dd>
      {note && <dd className="text-xs text-navy-500">{note}</dd>}
    </div>
  );
}
