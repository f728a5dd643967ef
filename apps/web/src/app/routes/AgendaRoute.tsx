import { presentationCalendarEvent } from '@/features/presentations/presentation-calendar';
import AgendaPage from '@/features/profile/pages/AgendaPage';

/** The visitor's agenda with the programme's calendar entries: two features joined here, in app/. */
export default function AgendaRoute() {
  return <AgendaPage calendarEvent={(presentation, location) => presentationCalendarEvent(presentation, window.location.origin, location)} />;
}
