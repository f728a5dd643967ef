import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the staff engineer replaces this file with the real page.
export default function StaffPage() {
  return <ComingSoon title={t('common.navStaff')} />;
}
