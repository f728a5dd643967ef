import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the payments engineer replaces this file with the real page.
export default function BillingPage() {
  return <ComingSoon title={t('profile.menuBilling')} />;
}
