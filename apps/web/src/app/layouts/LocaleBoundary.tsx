import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { getLocale } from '@/shared/i18n';
import { isLocaleStarting, subscribeLocale } from '@/shared/i18n/locale-choice';

/**
 * Shows the app in the language chosen. Strings are read with t() while rendering, so a switch
 * mounts the tree again under the new language (`key`): every page, layout and formatted date is
 * redrawn, while the store (and so every loaded answer) stays as it was. A switch is rare; a
 * subscription in every component that shows text would not be.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  // English remembered from a visit before: nothing is drawn until its strings are here.
  const starting = useSyncExternalStore(subscribeLocale, isLocaleStarting);
  return starting ? null : <Fragment key={locale}>{children}</Fragment>;
}
