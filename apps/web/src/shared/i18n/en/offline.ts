import type { Mirror } from '../types';
import type { offline as fa } from '../fa/offline';

export const offline: Mirror<typeof fa> = {
  savedAt: 'Offline: this is the copy saved at {time}.',
  savedAtDay: 'Offline: this is the copy saved on {date} at {time}.',
  updateReady: 'A new version of the site is ready.',
  updateReload: 'Load the new version',
};
