import { addArea } from '@/shared/i18n';
import { contest } from '@/shared/i18n/fa/contest';

/**
 * The contest page's strings, in its own chunk: every module here that shows them imports this
 * first, so the area is registered (and, on the English site, its English fetched) before the
 * first render.
 */
await addArea('contest', contest, () => import('@/shared/i18n/en/contest').then((module) => module.contest));
