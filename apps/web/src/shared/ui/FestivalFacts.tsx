import type { ReactNode } from 'react';
import type { Festival } from '@fest/contract';
import { festivalDates, formatCompetitionWhen, phoneHref } from '../festival-facts';
import { t } from '../i18n';
import { local, persianMark, untranslated } from '../i18n/content';
import { Local } from './Local';
import { cx } from './cx';
import { CalendarIcon, FlagIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';

export type FestivalFact = 'dates' | 'venue' | 'contest' | 'contact';

interface FestivalFactsProps {
  facts: Festival | undefined;
  /** Which facts, in this order (each is left out while unset). */
  show?: readonly FestivalFact[];
  tone?: 'light' | 'dark';
  className?: string;
}

const everything: readonly FestivalFact[] = ['dates', 'venue', 'contest', 'contact'];

/**
 * The festival's facts (GET /api/festival/) as a list of labelled lines: dates, the venue with its
 * address and a map link, the contest day, e-mail and phone. Nothing is shown for a fact that is
 * not set, and nothing at all until the facts have arrived.
 */
export function FestivalFacts({ facts, show = everything, tone = 'light', className }: FestivalFactsProps) {
  if (!facts) return null;
  const dark = tone === 'dark';
  const rows: ReactNode[] = [];
  const link = cx('font-semibold underline underline-offset-4', dark ? 'text-accent-300 hover:text-white' : 'text-navy-800 hover:text-navy-950');

  for (const fact of show) {
    if (fact === 'dates') {
      const dates = festivalDates(facts);
      if (dates) rows.push(<Row key="dates" dark={dark} icon={<CalendarIcon />} term={t('festival.dates')} value={dates} />);
    }
    if (fact === 'venue' && (facts.venue || facts.address)) {
      rows.push(
        <Row
          key="venue"
          dark={dark}
          icon={<MapPinIcon />}
          term={t('festival.venue')}
          value={
            <>
              {facts.venue && <Local value={local(facts, 'venue')} className="block" />}
              {facts.address && <Local value={local(facts, 'address')} className={cx('block font-normal', dark ? 'text-navy-300' : 'text-navy-600')} />}
              {facts.map_url && (
                <a href={facts.map_url} target="_blank" rel="noopener noreferrer" className={cx('mt-1 inline-block text-sm', link)} aria-label={t('festival.openMapLabel')}>
                  {t('festival.openMap')}
                </a>
              )}
            </>
          }
        />,
      );
    }
    if (fact === 'contest') {
      const day = formatCompetitionWhen(facts.competition_date, facts.competition_time);
      if (day) rows.push(<Row key="contest" dark={dark} icon={<FlagIcon />} term={t('festival.contestDate')} value={day} />);
    }
    if (fact === 'contact') {
      if (facts.contact_email) {
        rows.push(
          <Row
            key="email"
            dark={dark}
            icon={<MailIcon />}
            term={t('festival.email')}
            value={
              <a href={`mailto:${facts.contact_email}`} className={link} dir="ltr">
                {facts.contact_email}
              </a>
            }
          />,
        );
      }
      if (facts.contact_phone) {
        const href = phoneHref(facts.contact_phone);
        // Free text with no English twin (its hours are often in Persian): marked as Persian where it is.
        const phone = untranslated(facts.contact_phone);
        rows.push(
          <Row
            key="phone"
            dark={dark}
            icon={<PhoneIcon />}
            term={t('festival.phone')}
            // <bdi>: free Persian text keeps its own order on the English (left-to-right) site.
            value={href ? <a href={href} className={link}><bdi {...persianMark(phone)}>{phone.text}</bdi></a> : <bdi {...persianMark(phone)}>{phone.text}</bdi>}
          />,
        );
      }
    }
  }
  if (rows.length === 0) return null;
  return (
    <dl data-testid="festival-facts" className={cx('grid gap-4 text-sm', className)}>
      {rows}
    </dl>
  );
}

function Row({ icon, term, value, dark }: { icon: ReactNode; term: string; value: ReactNode; dark: boolean }) {
  return (
    // The icon sits inside the term (a <dl> group holds only <dt> and <dd>), placed beside the pair.
    <div className="relative ps-11">
      <dt className={cx('text-xs', dark ? 'text-navy-400' : 'text-navy-500')}>
        <span
          aria-hidden="true"
          className={cx(
            'absolute start-0 top-0.5 grid size-8 place-items-center rounded-xl [&>svg]:size-4.5',
            dark ? 'bg-white/10 text-accent-300' : 'bg-navy-50 text-navy-600',
          )}
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className={cx('mt-0.5 leading-6 font-semibold', dark ? 'text-navy-100' : 'text-navy-900')}>{value}</dd>
    </div>
  );
}
