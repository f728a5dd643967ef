import type { Presentation, Tag } from '@fest/contract';

export type ServiceType = Presentation['service_type'];
export const SERVICE_TYPES: readonly ServiceType[] = ['WORKSHOP', 'TALK', 'PACKAGE'];

/** What the visitor narrowed the programme to; kept in the URL so a filtered list can be shared. */
export interface ProgrammeFilters {
  type: ServiceType | null;
  tag: number | null;
  q: string;
}

export const noFilters: ProgrammeFilters = { type: null, tag: null, q: '' };

/**
 * Folds the ways the same word can be typed into one form, so a search finds it whatever keyboard
 * wrote it: Arabic yeh/kaf (ي ى ك, from Arabic layouts) become Persian ی/ک, diacritics and the
 * tatweel go, the zero-width non-joiner counts as a space ("نرم‌افزار" = "نرم افزار"), Persian and
 * Arabic digits become Latin, and Latin letters lose their case.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[أإٱآ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u200B-\u200F\u00A0\s]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The text a presentation is found by: both titles and its presenters' names, in both languages. */
function searchableText(presentation: Presentation): string {
  const names = presentation.presenters.map((p) => `${p.first_name} ${p.last_name} ${p.en_first_name} ${p.en_last_name}`);
  return normaliseSearchText([presentation.fa_title, presentation.en_title, ...names].join(' '));
}

/** Every word of the query must appear somewhere (in any order): "docker کارگاه" finds the Docker workshop. */
export function matchesSearch(presentation: Presentation, query: string): boolean {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableText(presentation);
  return words.every((word) => haystack.includes(word));
}

export function filterPresentations(list: readonly Presentation[], filters: ProgrammeFilters): Presentation[] {
  return list.filter(
    (p) =>
      (filters.type === null || p.service_type === filters.type) &&
      (filters.tag === null || p.tags.some((tag) => tag.id === filters.tag)) &&
      matchesSearch(p, filters.q),
  );
}

/** Reads filters from the query string, ignoring anything malformed (a hand-edited URL must not break the page). */
export function filtersFromParams(params: URLSearchParams): ProgrammeFilters {
  const type = (params.get('type') ?? '').toUpperCase();
  const tag = Number(params.get('tag'));
  return {
    type: (SERVICE_TYPES as readonly string[]).includes(type) ? (type as ServiceType) : null,
    tag: Number.isInteger(tag) && tag > 0 ? tag : null,
    q: params.get('q') ?? '',
  };
}

/** The query string for some filters: only what is set, lower-case type names (`?type=workshop&tag=3&q=docker`). */
export function filtersToParams(filters: ProgrammeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type.toLowerCase());
  if (filters.tag !== null) params.set('tag', String(filters.tag));
  if (filters.q.trim() !== '') params.set('q', filters.q);
  return params;
}

export function hasFilters(filters: ProgrammeFilters): boolean {
  return filters.type !== null || filters.tag !== null || filters.q.trim() !== '';
}

/** The tags that occur in the programme, each once, in the order they first appear. */
export function programmeTags(list: readonly Presentation[]): Tag[] {
  const seen = new Map<number, Tag>();
  for (const presentation of list) for (const tag of presentation.tags) if (!seen.has(tag.id)) seen.set(tag.id, tag);
  return [...seen.values()];
}

/** The service types that occur in the programme, in the contract's order (a filter with no results is noise). */
export function programmeTypes(list: readonly Presentation[]): ServiceType[] {
  return SERVICE_TYPES.filter((type) => list.some((p) => p.service_type === type));
}
