import '../contest-strings';
import { useState, type ComponentType } from 'react';
import { useGetCompetitionInfoQuery } from '@/shared/api/competition';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { useGetUserQuery } from '@/shared/api/users';
import { useSession } from '@/shared/store/session';
import { formatCompetitionWhen } from '@/shared/festival-facts';
import { formatNumber } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import { local, type LocalText } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { usePageMeta } from '@/shared/page-meta';
import { FestivalFacts } from '@/shared/ui/FestivalFacts';
import { FlagIcon } from '@/shared/ui/icons';
import { Penguin } from '@/shared/ui/Illustration';
import { Prompt, TerminalWindow } from '@/shared/ui/TerminalWindow';
import { CryptoIcon, ForensicsIcon, NetworkIcon, ReverseIcon, ShellIcon, WebIcon } from '../components/icons';
import { SignupCard } from '../components/SignupCard';

const categories: Array<{ Icon: ComponentType<{ className?: string }>; title: MessageKey; text: MessageKey }> = [
  { Icon: ShellIcon, title: 'contest.catShellTitle', text: 'contest.catShellText' },
  { Icon: NetworkIcon, title: 'contest.catNetTitle', text: 'contest.catNetText' },
  { Icon: WebIcon, title: 'contest.catWebTitle', text: 'contest.catWebText' },
  { Icon: ForensicsIcon, title: 'contest.catForensicsTitle', text: 'contest.catForensicsText' },
  { Icon: ReverseIcon, title: 'contest.catReverseTitle', text: 'contest.catReverseText' },
  { Icon: CryptoIcon, title: 'contest.catCryptoTitle', text: 'contest.catCryptoText' },
];
const steps: MessageKey[] = ['contest.step1', 'contest.step2', 'contest.step3', 'contest.step4'];
const rules: MessageKey[] = ['contest.rule1', 'contest.rule2', 'contest.rule3', 'contest.rule4', 'contest.rule5'];

/** The competition: what it is, how it runs, and registration (a payment at the bank). */
export default function ContestPage() {
  const { isAuthenticated: signedIn, phoneNumber: phone } = useSession();
  // undefined: loading; null: could not be loaded (the page still explains the competition).
  const competition = useGetCompetitionInfoQuery();
  const info = competition.data ?? (competition.isError ? null : undefined);
  // Whether the user is registered: the User's own flag, asked afresh on every visit (the payment
  // that signs them up may have just been verified); a failed answer counts as "not yet".
  const user = useGetUserQuery(phone ?? '', { skip: !signedIn || !phone });
  // Registered just now (a free competition): say so at once, before the user's refetch answers.
  const [registered, setRegistered] = useState(false);
  const { data: facts } = useGetFestivalQuery();
  const contestDay = facts ? formatCompetitionWhen(facts.competition_date, facts.competition_time) : null;
  usePageMeta({ title: t('pages.contestTitle'), description: t('pages.contestDescription') });
  const signedUp = registered || (user.currentData ? user.currentData.is_signed_up_for_competition : user.isError ? false : undefined);

  return (
    <div>
      <section aria-labelledby="contest-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
        <div aria-hidden="true" className="absolute -start-32 -top-32 -z-10 size-96 rounded-full bg-navy-700/50 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-40 end-0 -z-10 size-96 rounded-full bg-accent-500/20 blur-3xl" />
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-24 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.3fr_1fr] lg:pb-32">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
              {t('contest.eyebrow')}
            </p>
            <h1 id="contest-title" className="mt-5 text-3xl font-black leading-[1.4] tracking-tight sm:text-5xl sm:leading-[1.3]">
              {t('contest.title')}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-8 text-navy-100 sm:text-lg sm:leading-9">{t('contest.lead')}</p>
            {contestDay && (
              <p className="mt-5 flex items-start gap-2.5 text-lg font-bold text-accent-300" data-testid="contest-when">
                <FlagIcon className="mt-1 size-6 shrink-0" />
                {facts?.venue ? <ContestWhen day={contestDay} venue={local(facts, 'venue')} /> : t('festival.contestWhenNoVenue', { date: contestDay })}
              </p>
            )}
          </div>
          <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm sm:block">
            <TerminalWindow>
              <Prompt at="tux@ctf" command="nc challenge.fest 1337" />
              <span className="text-navy-300">Welcome, hacker. Find the flag.</span>
              {'\n'}
              <Prompt at="tux@ctf" command="cat flag.txt" />
              <span className="text-accent-300">FLAG{'{'}penguins_never_give_up{'}'}</span>
            </TerminalWindow>
            <Penguin className="absolute -bottom-16 -start-10 h-36 w-auto drop-shadow-xl" />
          </div>
        </div>
      </section>

      {/* Positioned, so that the part pulled up over the (positioned) hero is painted above it. */}
      <div className="relative mx-auto -mt-14 grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 lg:-mt-20 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="order-2 grid gap-6 lg:order-1">
          <section aria-labelledby="contest-what" className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-7">
            <h2 id="contest-what" className="text-xl font-extrabold text-navy-950">
              {t('contest.whatTitle')}
            </h2>
            <p className="mt-3 leading-8 text-navy-700">{t('contest.whatText1')}</p>
            <p className="mt-3 leading-8 text-navy-700">{t('contest.whatText2')}</p>
          </section>

          <section aria-labelledby="contest-categories">
            <h2 id="contest-categories" className="mb-4 text-xl font-extrabold text-navy-950">
              {t('contest.categoriesTitle')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {categories.map((c) => (
                <li key={c.title} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-navy-100">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-900 text-accent-300">
                    <c.Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-bold text-navy-950">{t(c.title)}</span>
                    <span className="mt-0.5 block text-sm leading-6 text-navy-600">{t(c.text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="contest-how" className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-7">
            <h2 id="contest-how" className="text-xl font-extrabold text-navy-950">
              {t('contest.howTitle')}
            </h2>
            <ol className="mt-4 grid gap-4">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-bold text-accent-700">
                    {formatNumber(index + 1)}
                  </span>
                  <span className="pt-0.5 leading-7 text-navy-700">{t(step)}</span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="contest-rules" className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-7">
            <h2 id="contest-rules" className="text-xl font-extrabold text-navy-950">
              {t('contest.rulesTitle')}
            </h2>
            <ul className="mt-4 grid gap-2.5">
              {rules.map((rule) => (
                <li key={rule} className="flex gap-2.5 leading-7 text-navy-700">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
                  {t(rule)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="order-1 grid gap-6 lg:sticky lg:top-24 lg:order-2">
          <SignupCard info={info} signedIn={signedIn} signedUp={signedIn ? signedUp : false} onRegistered={() => setRegistered(true)} />
          <FestivalFacts
            facts={facts}
            show={['contest', 'venue', 'contact']}
            className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100"
          />
        </div>
      </div>
    </div>
  );
}

/** A character no sentence holds: where the venue goes in the translated sentence. */
const VENUE_SLOT = '\u0000';

/**
 * "The contest takes place on {date} at {venue}." with the venue as an element of its own: on the
 * English site a venue known only in Persian is marked as Persian, the sentence around it not.
 */
function ContestWhen({ day, venue }: { day: string; venue: LocalText }) {
  const [before = '', after = ''] = t('festival.contestWhen', { date: day, venue: VENUE_SLOT }).split(VENUE_SLOT);
  return (
    <span>
      {before}
      <Local value={venue} />
      {after}
    </span>
  );
}
