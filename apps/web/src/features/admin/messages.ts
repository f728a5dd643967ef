import { addArea } from '@/shared/i18n';
import { admin } from '@/shared/i18n/fa/admin';

/**
 * The console's strings come with the console's chunk, never with the app a visitor loads. Every
 * console module that shows text imports this file first, so the area is there before any render.
 * Awaited (top-level): on the English site the console's English strings are fetched before its
 * first render, which would otherwise show Persian until the next switch.
 */
await addArea('admin', admin, () => import('@/shared/i18n/en/admin').then((module) => module.admin));
