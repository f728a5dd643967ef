/** Agenda: the presentations a visitor starred (and bought), its private iCalendar feed, the schedule as iCalendar. */
export { agendaRoutes, type AgendaOptions } from './routes';
export { listAgenda } from './service';
export { purchaseCalendar } from './feed';
