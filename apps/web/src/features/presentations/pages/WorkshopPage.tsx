import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the programme engineer replaces this file with the real page.
export default function WorkshopPage() {
  return <ComingSoon title={t('common.pageWorkshop')} />;
}
