import { addArea } from './i18n';
import { cancel } from './i18n/fa/cancel';

/**
 * The strings of a visitor's cancellation (the button on a registration, its dialog, the notice of
 * what becomes of the money), in a chunk of their own: "my workshops" imports this module first, so
 * the area is registered (and, on the English site, its English fetched) before its first render.
 */
await addArea('cancel', cancel, () => import('./i18n/en/cancel').then((module) => module.cancel));
