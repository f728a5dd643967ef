import { addArea } from '@/shared/i18n';
import { review } from '@/shared/i18n/fa/review';

/**
 * The review's strings (the reviewers' screens, the ranking, the call's settings), in their pages'
 * chunks only: every such page imports this module first, so the area is registered (and, on the
 * English site, its English fetched) before their first render.
 */
await addArea('review', review, () => import('@/shared/i18n/en/review').then((module) => module.review));
