import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the home page's engineer replaces this file with the real page.
export default function HomePage() {
  return <ComingSoon title={t('common.festivalName')} />;
}
