import { t } from '@/shared/i18n';
import { AdminHeading } from '../components/AdminHeading';
import { FestivalMessageForm } from '../components/FestivalMessageForm';
import { usePresentationOptions, useProgrammeDays } from '../use-presentation-options';
import '../messages';

/**
 * /admin/messages: a message to the whole festival, this edition's attendees, one day's or one
 * session's (a session's own page has its SMS to its attendees too, by who has come in).
 */
export default function MessagesPage() {
  const sessions = usePresentationOptions();
  const days = useProgrammeDays();
  return (
    <>
      <AdminHeading title={t('admin.navMessages')} subtitle={t('admin.festivalMessageSubtitle')} />
      <FestivalMessageForm sessions={sessions} days={days} />
    </>
  );
}
