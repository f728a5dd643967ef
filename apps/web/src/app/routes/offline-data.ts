import { createListenerMiddleware } from '@reduxjs/toolkit';
import { clearUserCopies } from '@/shared/offline-copy';
import { loggedOut } from '@/shared/session-events';
import { clearSavedTickets } from '@/features/profile/ticket-cache';
import { clearDoorData } from '@/features/door/door-storage';

/**
 * What this browser keeps for working offline (the visitor's tickets, a door's attendee snapshot and
 * its queue of check-ins, and the service worker's copies of their answers) belongs to whoever is
 * signed in: it goes when they log out.
 */
export const offlineData = createListenerMiddleware();

offlineData.startListening({
  actionCreator: loggedOut,
  effect: () => {
    clearSavedTickets();
    clearDoorData();
    void clearUserCopies();
  },
});
