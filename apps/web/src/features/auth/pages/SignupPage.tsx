import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the auth milestone replaces this file with the real page.
export default function SignupPage() {
  return <ComingSoon title={t('common.login')} />;
}
