import { useState, type FormEvent } from 'react';
import type { ProposalType } from '@/shared/api/proposals';
import { errorMessage, fieldErrors, toApiError } from '@/shared/api-error';
import { t, type MessageKey } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField } from '@/shared/ui/TextField';
import { allowedLengths } from '../cfp-window';
import { checkDraft, lengthLabel, withKind, type DraftErrors, type DraftField, type ProposalDraft, type ServiceType } from '../proposal-draft';
import { CoSpeakersField } from './CoSpeakersField';
import { SelectField } from '@/shared/ui/SelectField';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { FormSection } from './FormSection';
import { savedNames, useSpeakerNames, type NameField, type Names } from '../speaker-names';
import { SpeakerNameFields } from './SpeakerNameFields';

interface ProposalFormProps {
  initial: ProposalDraft;
  /** The kinds of proposal and their lengths, as the call allows. */
  types: ProposalType[];
  /** A new proposal, or a change of a sent one (whose co-speakers' changes invite the new and drop the left out). */
  creating: boolean;
  /** Sends the draft; resolves to the failure (the API's error), or undefined when it was taken. */
  onSend: (draft: ProposalDraft) => Promise<unknown>;
  sending: boolean;
  /** The sender's names when their profile lacks one: the form asks for them and saves them first (speaker-names.ts). */
  askNames?: Names | null;
  /** The signed-in phone, whose profile the names go to. */
  phone?: string | null;
}

const levels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

/**
 * The proposal: kind and length as the call allows, titles and abstracts in both languages, the
 * reviewers' description, level, language, notes, recording consent and (a new one) co-speakers.
 * The server's refusals go under their fields; CFP_CLOSED above the form, saying when. A sender whose
 * profile has no name is asked for it first (askNames).
 */
export function ProposalForm({ initial, types, creating, onSend, sending, askNames = null, phone = null }: ProposalFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [alert, setAlert] = useState<{ title?: string; text: string } | null>(null);
  const names = useSpeakerNames(phone, savedNames(askNames ?? undefined));
  const [savingNames, setSavingNames] = useState(false);

  const set = <F extends DraftField>(field: F, value: ProposalDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  type TextFieldName = 'fa_title' | 'en_title' | 'fa_abstract' | 'en_abstract' | 'description' | 'notes_to_organisers';
  const area = (field: TextFieldName) => ({ name: field, value: draft[field], error: errors[field], onChange: (event: { target: { value: string } }) => set(field, event.target.value) });
  const line = (field: TextFieldName) => ({
    name: field,
    value: draft[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  const type = types.find((candidate) => candidate.service_type === draft.service_type);
  const lengths = type ? allowedLengths(type) : [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || savingNames) return;
    const found = checkDraft(draft);
    setErrors(found);
    const named = askNames ? names.check() : true;
    if (Object.values(found).some(Boolean) || !named) {
      setAlert({ text: t('proposals.fixErrors') });
      focusFirstError();
      return;
    }
    setAlert(null);
    if (askNames) {
      setSavingNames(true);
      const saved = await names.save();
      setSavingNames(false);
      if (!saved) return focusFirstError();
    }
    const failure = await onSend(draft);
    if (failure === undefined) return;
    const apiError = toApiError(failure);
    const { first_name, last_name, ...byField } = fieldErrors(failure) as DraftErrors & Partial<Record<NameField, string>>;
    setErrors(byField);
    names.setErrors({ first_name, last_name });
    if (apiError.code === 'CFP_CLOSED') setAlert({ title: t('proposals.cfpClosedTitle'), text: errorMessage(failure) });
    // Refused for a name the form did not ask for (the profile could not be read): the API's words say which.
    else if ((first_name || last_name) && !askNames) setAlert({ text: errorMessage(failure) });
    else if (Object.keys(byField).length > 0 || first_name || last_name) {
      setAlert({ text: t('proposals.fixErrors') });
      focusFirstError();
    } else setAlert({ text: errorMessage(failure) });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8" aria-busy={sending || undefined}>
      {alert && (
        <FormAlert>
          {alert.title && <p className="font-bold">{alert.title}</p>}
          <p>{alert.text}</p>
        </FormAlert>
      )}
      {askNames && (
        <FormSection title={t('proposals.sectionYou')}>
          <p className="-mt-3 text-sm leading-6 text-navy-600">{t('proposals.sectionYouHint')}</p>
          <SpeakerNameFields names={names} className="gap-5" />
        </FormSection>
      )}
      <FormSection title={t('proposals.sectionKind')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('proposals.kind')}
            name="service_type"
            value={draft.service_type}
            error={errors.service_type}
            onChange={(event) => {
              setDraft((d) => withKind(d, event.target.value as ServiceType, types));
              setErrors((e) => ({ ...e, service_type: undefined, duration_minutes: undefined }));
            }}
            options={types.map((candidate) => ({ value: candidate.service_type, label: t(`proposals.kind${candidate.service_type}` as MessageKey) }))}
          />
          <SelectField
            label={t('proposals.duration')}
            name="duration_minutes"
            value={draft.duration_minutes}
            error={errors.duration_minutes}
            onChange={(event) => set('duration_minutes', event.target.value)}
            options={lengths.map((minutes) => ({ value: String(minutes), label: lengthLabel(minutes) }))}
          />
        </div>
      </FormSection>

      <FormSection title={t('proposals.sectionContent')}>
        <TextField
          label={t('proposals.faTitle')}
          required
          {...line('fa_title')}
        />
        <TextField
          label={t('proposals.enTitle')}
          dir="ltr"
          {...line('en_title')}
        />
        <TextAreaField label={t('proposals.faAbstract')} hint={t('proposals.faAbstractHint')} required rows={4} {...area('fa_abstract')} />
        <TextAreaField label={t('proposals.enAbstract')} dir="ltr" rows={4} {...area('en_abstract')} />
        <TextAreaField label={t('proposals.description')} hint={t('proposals.descriptionHint')} required rows={6} {...area('description')} />
      </FormSection>

      <FormSection title={t('proposals.sectionDetails')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('proposals.level')}
            name="level"
            value={draft.level}
            error={errors.level}
            onChange={(event) => set('level', event.target.value as ProposalDraft['level'])}
            options={levels.map((level) => ({ value: level, label: t(`proposals.level${level}`) }))}
          />
          <SelectField
            label={t('proposals.language')}
            name="language"
            value={draft.language}
            error={errors.language}
            onChange={(event) => set('language', event.target.value as ProposalDraft['language'])}
            options={[
              { value: 'fa', label: t('proposals.languageFa') },
              { value: 'en', label: t('proposals.languageEn') },
            ]}
          />
        </div>
        <TextAreaField label={t('proposals.notes')} hint={t('proposals.notesHint')} rows={3} {...area('notes_to_organisers')} />
        <label className="flex items-start gap-3 text-sm leading-6 text-navy-800">
          <input
            type="checkbox"
            name="recording_consent"
            checked={draft.recording_consent}
            onChange={(event) => set('recording_consent', event.currentTarget.checked)}
            className="mt-1 size-5 shrink-0 accent-navy-900"
          />
          {t('proposals.recordingConsent')}
        </label>
      </FormSection>

      <div className="border-t border-navy-100 pt-6">
        <CoSpeakersField
          phones={draft.co_speakers}
          onChange={(phones) => setDraft((d) => ({ ...d, co_speakers: phones }))}
          errors={errors}
          onEdited={(index) =>
            setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key === 'co_speakers' || (key.startsWith('co_speakers.') && Number(key.slice(12)) >= index)))))
          }
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/profile/proposals" variant="ghost" size="lg">
          {t('proposals.cancel')}
        </ButtonLink>
        <Button type="submit" size="lg" loading={sending || savingNames}>
          {creating ? t('proposals.submit') : t('proposals.save')}
        </Button>
      </div>
    </form>
  );
}

/** After a refusal, the first field marked wrong gets the focus (its message is read with it). */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}
