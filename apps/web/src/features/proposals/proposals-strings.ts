import { addArea } from '@/shared/i18n';
import { proposals } from '@/shared/i18n/fa/proposals';

/**
 * The call for proposals' strings, in the chunk of its pages only: every page here imports this
 * module first, so the area is registered (and, on the English site, its English fetched) before
 * their first render.
 */
await addArea('proposals', proposals, () => import('@/shared/i18n/en/proposals').then((module) => module.proposals));
