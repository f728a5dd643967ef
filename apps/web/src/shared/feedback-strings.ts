import { addArea } from './i18n';
import { feedback } from './i18n/fa/feedback';

/**
 * The strings of what follows a session (slides and recording on its page, rating it, the presenter's
 * ratings, the console's moderation), in the chunks of those pages only: each imports this module first,
 * so the area is registered (and, on the English site, its English fetched) before their first render.
 */
await addArea('feedback', feedback, () => import('./i18n/en/feedback').then((module) => module.feedback));
