import type { CartItem } from '@/shared/api/cart';
import type { Presentation } from '@/shared/api/presentations';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';

/** "This talk is at the same time as «…»": said, never refused (the API allows it, see time-clash.ts timeOverlap). */
export function overlapNote(presentation: Pick<Presentation, 'service_type'>, other: CartItem): string {
  const title = localTitle(other.presentation);
  switch (presentation.service_type) {
    case 'WORKSHOP':
      return t('cart.overlapWorkshop', { title });
    case 'TALK':
      return t('cart.overlapTalk', { title });
    case 'PACKAGE':
      return t('cart.overlapPackage', { title });
  }
}
