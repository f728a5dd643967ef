import { addArea } from '@/shared/i18n';
import { tickets } from '@/shared/i18n/fa/tickets';

/**
 * The tickets' strings ("my workshops" and the tickets page), in those pages' chunks only: every
 * module that shows them imports this first, so the area is registered (and, on the English site,
 * its English fetched) before the first render.
 */
await addArea('tickets', tickets, () => import('@/shared/i18n/en/tickets').then((module) => module.tickets));
