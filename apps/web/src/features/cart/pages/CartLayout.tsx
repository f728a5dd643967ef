import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the cart engineer replaces this file with the cart layout
// (its three-step indicator and an <Outlet /> for /profile/cart/list and /profile/cart/checkout).
export default function CartLayout() {
  return <ComingSoon title={t('common.cart')} />;
}
