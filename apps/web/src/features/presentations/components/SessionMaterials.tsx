import type { Presentation } from '@fest/contract';
import { t } from '@/shared/i18n';

/**
 * A session's slides and recording, once there are any: plain links (the slides a PDF served from
 * /media/, the recording wherever the organisers put it), on its page and in the archive's. Its words are
 * the programme's: the feedback area is kept out of the public pages' chunk (the home route's budget).
 */
export function SessionMaterials({ presentation }: { presentation: Pick<Presentation, 'slides_url' | 'recording_url'> }) {
  const { slides_url: slides, recording_url: recording } = presentation;
  if (!slides && !recording) return null;
  return (
    <section aria-labelledby="materials-heading" className="mt-8">
      <h2 id="materials-heading" className="mb-4 text-xl font-extrabold text-navy-950">
        {t('programme.materialsHeading')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {slides && (
          <li>
            <a href={slides} className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500" type="application/pdf">
              <span aria-hidden="true">📄</span>
              {t('programme.slides')}
            </a>
          </li>
        )}
        {recording && (
          <li>
            <a href={recording} rel="noopener noreferrer" target="_blank" className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500">
              <span aria-hidden="true">▶</span>
              {t('programme.recording')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
