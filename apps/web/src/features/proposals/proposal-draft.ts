import { normalizePhone } from '@fest/contract';
import type { Proposal, ProposalChange, ProposalCreate, ProposalType } from '@/shared/api/proposals';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { allowedLengths } from './cfp-window';

/** The contract's MAX_CO_SPEAKERS, repeated because a value import from the contract would bundle zod (a test compares). */
export const MAX_CO_SPEAKERS = 5;

export type ServiceType = ProposalCreate['service_type'];
export type Level = ProposalCreate['level'];
export type Language = ProposalCreate['language'];

/** The form's state: text as typed, the length as a select's value, the co-speakers' phones as typed. */
export interface ProposalDraft {
  service_type: ServiceType;
  duration_minutes: string;
  fa_title: string;
  en_title: string;
  fa_abstract: string;
  en_abstract: string;
  description: string;
  level: Level;
  language: Language;
  notes_to_organisers: string;
  recording_consent: boolean;
  co_speakers: string[];
}

export type DraftField = Exclude<keyof ProposalDraft, 'co_speakers'>;
/** Errors by the contract's field name; a co-speaker's is `co_speakers.N`, the list's own `co_speakers`. */
export type DraftErrors = Record<string, string | undefined>;

/** A new proposal: the first kind the call takes, at its shortest length. */
export function emptyDraft(types: ProposalType[]): ProposalDraft {
  const first = types[0];
  return {
    service_type: first?.service_type ?? 'TALK',
    duration_minutes: first ? String(first.min_minutes) : '',
    fa_title: '',
    en_title: '',
    fa_abstract: '',
    en_abstract: '',
    description: '',
    level: 'BEGINNER',
    language: 'fa',
    notes_to_organisers: '',
    recording_consent: true,
    co_speakers: [],
  };
}

/** A sent proposal in the form, to change it: its co-speakers are everyone but the sender, who is listed first. */
export function draftOf(p: Proposal): ProposalDraft {
  return {
    service_type: p.service_type,
    duration_minutes: String(p.duration_minutes),
    fa_title: p.fa_title,
    en_title: p.en_title,
    fa_abstract: p.fa_abstract,
    en_abstract: p.en_abstract,
    description: p.description,
    level: p.level,
    language: p.language,
    notes_to_organisers: p.notes_to_organisers,
    recording_consent: p.recording_consent,
    co_speakers: p.speakers.slice(1).map((s) => s.phone_number),
  };
}

/** The kind changed: keep the length when the new kind allows it, else its shortest. */
export function withKind(draft: ProposalDraft, serviceType: ServiceType, types: ProposalType[]): ProposalDraft {
  const type = types.find((candidate) => candidate.service_type === serviceType);
  const lengths = type ? allowedLengths(type) : [];
  const keep = lengths.includes(Number(draft.duration_minutes));
  return { ...draft, service_type: serviceType, duration_minutes: keep ? draft.duration_minutes : String(lengths[0] ?? '') };
}

/** 45 -> '۴۵ دقیقه', 120 -> '۲ ساعت', 150 -> '۲ ساعت و ۳۰ دقیقه'. */
export function lengthLabel(minutes: number): string {
  if (minutes < 60) return t('proposals.minutes', { minutes: formatNumber(minutes) });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('proposals.hours', { hours: formatNumber(hours) }) : t('proposals.hoursAndMinutes', { hours: formatNumber(hours), minutes: formatNumber(rest) });
}

/**
 * What is checked before asking the server: the fields it requires, and each co-speaker's phone read
 * as the contract reads it (Persian digits, +98 and spaces are fine), each once. The server checks
 * everything again (the lengths, the sender's own phone).
 */
export function checkDraft(draft: ProposalDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ['fa_title', 'fa_abstract', 'description'] as const) if (!draft[field].trim()) errors[field] = t('auth.required');
  if (!draft.duration_minutes) errors.duration_minutes = t('auth.required');
  const seen = new Set<string>();
  draft.co_speakers.forEach((typed, i) => {
    const phone = normalizePhone(typed);
    if (!typed.trim()) errors[`co_speakers.${i}`] = t('auth.required');
    else if (!phone) errors[`co_speakers.${i}`] = t('auth.invalidPhone');
    else if (seen.has(phone)) errors[`co_speakers.${i}`] = t('proposals.duplicatePhone');
    if (phone) seen.add(phone);
  });
  return errors;
}

const trimmed = (draft: ProposalDraft) => ({
  service_type: draft.service_type,
  duration_minutes: Number(draft.duration_minutes),
  fa_title: draft.fa_title.trim(),
  en_title: draft.en_title.trim(),
  fa_abstract: draft.fa_abstract.trim(),
  en_abstract: draft.en_abstract.trim(),
  description: draft.description.trim(),
  level: draft.level,
  language: draft.language,
  notes_to_organisers: draft.notes_to_organisers.trim(),
  recording_consent: draft.recording_consent,
});

const coSpeakers = (draft: ProposalDraft) => draft.co_speakers.map((typed) => normalizePhone(typed) ?? typed.trim());

/** POST /api/proposals/'s body: the co-speakers' phones in the contract's form (checkDraft passed). */
export function createBody(draft: ProposalDraft): ProposalCreate {
  return { ...trimmed(draft), co_speakers: coSpeakers(draft) };
}

/** PATCH /api/proposals/{id}/'s body: every field, the co-speakers as the list is to be (new phones are invited, those left out dropped). */
export function changeBody(draft: ProposalDraft): ProposalChange {
  return { ...trimmed(draft), co_speakers: coSpeakers(draft) };
}
