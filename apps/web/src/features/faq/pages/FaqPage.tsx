import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the FAQ engineer replaces this file with the real page.
export default function FaqPage() {
  return <ComingSoon title={t('common.navFaq')} />;
}
