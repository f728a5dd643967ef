import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the auth milestone replaces this file with the real page.
export default function ChangePasswordPage() {
  return <ComingSoon title={t('profile.menuEdit')} />;
}
