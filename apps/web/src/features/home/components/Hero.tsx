import { t } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { CalendarIcon, MapPinIcon } from '@/shared/ui/icons';
import { Penguin } from '@/shared/ui/Illustration';
import { Prompt, TerminalWindow } from '@/shared/ui/TerminalWindow';
import { Skeleton } from '@/shared/ui/Skeleton';
import { type LocalText } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';

interface HeroProps {
  /** The festival's name (festivalNameOf: the current edition's). */
  name: string;
  /** '۲۶ تا ۲۸ بهمن ۱۴۰۵'; undefined while the programme loads, null when there is none. */
  dates: string | null | undefined;
  /** Where the festival happens ("" while unknown). */
  venue: LocalText;
  signedIn: boolean;
  /** Leave room at the bottom for the figures, which overlap the hero's lower edge. */
  roomForFigures: boolean;
}

/** Painted at once from static text; only the dates line waits for the programme. */
export function Hero({ name, dates, venue, signedIn, roomForFigures }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div aria-hidden="true" className="absolute -top-32 -start-32 -z-10 size-96 rounded-full bg-navy-700/50 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 end-0 -z-10 size-96 rounded-full bg-accent-500/20 blur-3xl" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 text-white opacity-[0.06] [background-image:linear-gradient(currentColor_1px,transparent_1px),linear-gradient(90deg,currentColor_1px,transparent_1px)] [background-size:36px_36px]"
      />
      <div
        className={cx(
          'mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.3fr_1fr] lg:pt-20',
          roomForFigures ? 'pb-28 lg:pb-36' : 'pb-14 lg:pb-20',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {t('programme.heroEyebrow')}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.35] font-black tracking-tight sm:text-5xl lg:text-6xl lg:leading-[1.25]">
            {name}
          </h1>
          {dates !== null && (
            <div className="mt-5 flex min-h-8 items-center gap-2.5 text-lg font-bold text-accent-300 sm:text-xl">
              <CalendarIcon className="size-6 shrink-0" />
              <span className="sr-only">{`${t('programme.heroDatesLabel')}: `}</span>
              {dates === undefined ? <Skeleton className="h-6 w-48 bg-white/15" /> : <span data-testid="festival-dates">{dates}</span>}
            </div>
          )}
          {venue.text && (
            <p className="mt-2 flex items-center gap-2.5 font-semibold text-navy-100" data-testid="festival-venue">
              <MapPinIcon className="size-6 shrink-0 text-accent-300" />
              <span className="sr-only">{`${t('festival.venue')}: `}</span>
              <Local value={venue} />
            </p>
          )}
          <p className="mt-5 max-w-xl text-base leading-8 text-navy-100 sm:text-lg sm:leading-9">{t('programme.heroText')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/workshops" variant="accent" size="lg">
              {t('programme.ctaWorkshops')}
            </ButtonLink>
            {signedIn ? (
              <ButtonLink to="/presenters" variant="ghost" size="lg" className="text-white ring-1 ring-white/25 hover:bg-white/10">
                {t('programme.ctaPresenters')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/signup" variant="ghost" size="lg" className="text-white ring-1 ring-white/25 hover:bg-white/10">
                {t('programme.ctaSignup')}
              </ButtonLink>
            )}
          </div>
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm sm:block">
          <TerminalWindow>
            <Prompt at="tux@fest" command="ls workshops/" />
            <span className="text-accent-300">docker/  kernel/  bash/</span>{'\n'}
            <Prompt at="tux@fest" command="./register --now" />
            <span className="text-green-300">✔ added to cart</span>
          </TerminalWindow>
          <Penguin className="absolute -bottom-16 -start-10 h-40 w-auto drop-shadow-xl" />
        </div>
      </div>
    </section>
  );
}
