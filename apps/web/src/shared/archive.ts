import { addArea } from './i18n';
import type { ArchiveParts } from './edition';
import { archive } from './i18n/fa/archive';
import { ArchiveNotice } from './ui/ArchiveNotice';
import { EditionNotFound } from './ui/EditionNotFound';

/**
 * The archive of past editions (/archive/...): its strings, its notice and its not-found page, in a
 * chunk of their own, never with the app or the pages every visitor loads (the home route's budget:
 * docs/performance.md). The archive's routes load it with their page (app/router.tsx), so it is there
 * before any render, the server's included.
 */
await addArea('archive', archive, () => import('./i18n/en/archive').then((module) => module.archive));

export const archiveParts: ArchiveParts = { Notice: ArchiveNotice, NotFound: EditionNotFound };
