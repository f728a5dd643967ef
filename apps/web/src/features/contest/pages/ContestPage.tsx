import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the contest engineer replaces this file with the real page.
export default function ContestPage() {
  return <ComingSoon title={t('common.navContest')} />;
}
