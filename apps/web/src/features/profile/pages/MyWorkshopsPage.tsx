import { t } from '@/shared/i18n';
import { ComingSoon } from '@/shared/ui/ComingSoon';

// Placeholder from the shell: the programme/cart engineer replaces this file with the real page.
export default function MyWorkshopsPage() {
  return <ComingSoon title={t('profile.menuWorkshops')} />;
}
