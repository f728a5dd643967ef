import { addArea } from '@/shared/i18n';
import { payments } from '@/shared/i18n/fa/payments';

/**
 * The payments area's strings, in the chunk of the bank's return page and the billing history only:
 * every module here that shows them imports this first, so the area is registered (and, on the
 * English site, its English fetched) before their first render.
 */
await addArea('payments', payments, () => import('@/shared/i18n/en/payments').then((module) => module.payments));
