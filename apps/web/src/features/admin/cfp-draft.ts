import type { AdminCfp, AdminCfpBody } from '@/shared/api/admin-proposals';

/** The kinds a call may take (the contract's proposalServiceTypes; a value import would bring zod along). */
const KINDS = ['TALK', 'WORKSHOP'] as const;
/** The lengths a kind starts with when an organiser first takes it (the contract's defaults). */
const DEFAULT_LENGTHS: Record<(typeof KINDS)[number], { min: number; max: number; step: number }> = {
  TALK: { min: 30, max: 45, step: 15 },
  WORKSHOP: { min: 120, max: 240, step: 30 },
};

/** The call's settings as the form holds them: numbers as typed, every kind listed (taken or not). */
export interface CfpDraft {
  opensAt: string;
  closesAt: string;
  types: { service_type: (typeof KINDS)[number]; taken: boolean; min_minutes: string; max_minutes: string; step_minutes: string }[];
  categories: { key: string; name: string; weight: string }[];
  anonymous: boolean;
}

export function cfpDraft(cfp: AdminCfp): CfpDraft {
  return {
    opensAt: cfp.cfp_opens_at ?? '',
    closesAt: cfp.cfp_closes_at ?? '',
    types: KINDS.map((kind) => {
      const taken = cfp.proposal_types.find((p) => p.service_type === kind);
      const lengths = taken ? { min: taken.min_minutes, max: taken.max_minutes, step: taken.step_minutes } : DEFAULT_LENGTHS[kind];
      return { service_type: kind, taken: Boolean(taken), min_minutes: String(lengths.min), max_minutes: String(lengths.max), step_minutes: String(lengths.step) };
    }),
    categories: cfp.review_categories.map((c) => ({ key: c.key, name: c.name, weight: String(c.weight) })),
    anonymous: cfp.review_anonymous,
  };
}

/** Digits as typed (Persian ones too) as a number; NaN for anything else, which the server refuses by field. */
const toNumber = (text: string) => Number(text.trim().replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))) || NaN);

/** PUT /api/admin/cfp/'s body: every setting (an empty time unsets it: the call is then closed), the kinds not taken left out. */
export function cfpBody(draft: CfpDraft): AdminCfpBody {
  return {
    cfp_opens_at: draft.opensAt || null,
    cfp_closes_at: draft.closesAt || null,
    proposal_types: draft.types
      .filter((type) => type.taken)
      .map((type) => ({ service_type: type.service_type, min_minutes: toNumber(type.min_minutes), max_minutes: toNumber(type.max_minutes), step_minutes: toNumber(type.step_minutes) })),
    review_categories: draft.categories.map((c) => ({ key: c.key.trim(), name: c.name.trim(), weight: toNumber(c.weight) })),
    review_anonymous: draft.anonymous,
  };
}
