import { useListAdminPresentationsQuery } from '@/shared/api/admin-presentations';
import { localTitle } from '@/shared/i18n/content';

/** Every presentation as a picker option (the API's largest page: a festival has far fewer). */
export function usePresentationOptions() {
  const { data } = useListAdminPresentationsQuery({ page_size: 200, ordering: 'start' });
  return (data?.results ?? []).map((p) => ({ id: p.id, label: localTitle(p) }));
}
