import { useState } from 'react';
import { useDownloadBadgesMutation, type BadgeLayout, type BadgesRequest } from '@/shared/api/admin-badges';
import { useListAdminEditionsQuery } from '@/shared/api/admin-editions';
import { errorMessage } from '@/shared/api-error';
import { formatDate } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { SelectField } from '@/shared/ui/SelectField';
import '../messages';

const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

/** Fetches the badges PDF with the organiser's token and saves it; one download at a time, the server's refusal in words. */
function useBadges() {
  const [download] = useDownloadBadgesMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchPdf = async (request: BadgesRequest) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await download(request).unwrap();
    } catch (err) {
      // 400/404 when nobody holds a ticket there: the server says so.
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { fetchPdf, busy, failure };
}

function Failure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {text}
    </p>
  );
}

/** One session's badges (A4 sheets), beside its attendees' exports. */
export function BadgesButton({ presentation }: { presentation: number }) {
  const { fetchPdf, busy, failure } = useBadges();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void fetchPdf({ presentation })}>
        {t('admin.badgesForSession')}
      </Button>
      <Failure text={failure} />
    </div>
  );
}

/** 'YYYY-MM-DD' days from the first to the last, inclusive (Tehran days, counted as calendar days). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end && days.length < 31; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The badges of an edition (the one the page shows) or of one of its days, as A4 sheets of eight or
 * one per A6 page: for printing before the doors open.
 */
export function BadgesPanel({ edition }: { edition: string | undefined }) {
  const { data: editions } = useListAdminEditionsQuery();
  const shown = editions?.find((e) => (edition ? e.slug === edition : e.is_current));
  const days = shown ? daysBetween(shown.starts_on, shown.ends_on) : [];
  const [day, setDay] = useState('');
  const [layout, setLayout] = useState<BadgeLayout>('sheet');
  const { fetchPdf, busy, failure } = useBadges();
  // Another edition's days are other days: a day picked for one edition is not sent with another.
  const chosenDay = days.includes(day) ? day : undefined;

  return (
    <section aria-labelledby="badges-heading" className={`${card} mt-8 grid gap-4`}>
      <div>
        <h2 id="badges-heading" className="font-bold text-navy-950">
          {t('admin.badges')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-navy-600">{t('admin.badgesHint')}</p>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <SelectField
          label={t('admin.badgesDay')}
          name="day"
          value={chosenDay ?? ''}
          onChange={(e) => setDay(e.target.value)}
          options={[{ value: '', label: t('admin.badgesWholeEdition') }, ...days.map((d) => ({ value: d, label: formatDate(`${d}T09:00:00Z`) }))]}
        />
        {/* The paper's name (A4, A6) is Latin, so it comes in as a value: a message holds no Latin digit. */}
        <SelectField
          label={t('admin.badgesLayout')}
          name="layout"
          value={layout}
          onChange={(e) => setLayout(e.target.value === 'single' ? 'single' : 'sheet')}
          options={[
            { value: 'sheet', label: t('admin.badgesLayoutSheet', { paper: 'A4' }) },
            { value: 'single', label: t('admin.badgesLayoutSingle', { paper: 'A6' }) },
          ]}
        />
        <Button variant="secondary" loading={busy} onClick={() => void fetchPdf({ edition, day: chosenDay, layout })}>
          {t('admin.badgesDownload')}
        </Button>
      </div>
      <Failure text={failure} />
    </section>
  );
}
