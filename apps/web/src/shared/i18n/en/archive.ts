import type { Mirror } from '../types';
import type { archive as fa } from '../fa/archive';

export const archive: Mirror<typeof fa> = {
  title: 'Past editions',
  subtitle: 'The programme, presenters and team of the festival in earlier years.',
  metaDescription: 'The Linux festival archive: the programmes, presenters and teams of past editions.',
  emptyTitle: 'No past edition yet',
  emptyText: 'This is the festival’s first edition; once it is over, its programme stays here.',
  loadFailed: 'The editions could not be loaded',
  open: 'See this edition’s programme',
  notice: 'This is the archive of {name}; its registration is closed.',
  toCurrent: 'This year’s programme',
  programmeTitle: 'Programme of {name}',
  programmeSubtitle: 'The workshops and talks held in this edition.',
  presentersTitle: 'Presenters of {name}',
  staffTitle: 'The team of {name}',
  tabs: 'This edition’s pages',
  notFoundTitle: 'No such edition',
};
