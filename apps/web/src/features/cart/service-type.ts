import { t } from '@/shared/i18n';
import type { CartItem } from '@/shared/api/cart';

/** The Persian name of a presentation's kind. */
export function serviceTypeLabel(type: CartItem['service_type']): string {
  switch (type) {
    case 'WORKSHOP':
      return t('cart.typeWorkshop');
    case 'TALK':
      return t('cart.typeTalk');
    case 'PACKAGE':
      return t('cart.typePackage');
  }
}
