import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the cart engineer replaces this file with the real page.
export default function CartListPage() {
  return <ComingSoon title={t('common.cart')} />;
}
