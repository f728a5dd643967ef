import { addArea } from '@/shared/i18n';
import { door } from '@/shared/i18n/fa/door';

/**
 * The door's strings come with the door's chunk, never with the app a visitor loads (the home route's
 * budget: docs/performance.md). Every door module that shows text imports this file first, so the
 * area is there before any render; the service worker keeps the chunk for the door offline.
 */
await addArea('door', door, () => import('@/shared/i18n/en/door').then((module) => module.door));
