import { addArea } from './i18n';
import { transfer } from './i18n/fa/transfer';

/**
 * The strings of giving a registration to another phone (the button on a registration, its dialog,
 * the notice after), in a chunk of their own like shared/cancel.ts: "my workshops" imports this module
 * first, so the area is registered (and, on the English site, its English fetched) before its first render.
 */
await addArea('transfer', transfer, () => import('./i18n/en/transfer').then((module) => module.transfer));
