import { useListAdminPresentationsQuery } from '@/shared/api/admin-presentations';
import { localTitle } from '@/shared/i18n/content';

/** Every presentation of an edition (the current one unless named) as a picker option (the API's largest page: a festival has far fewer). */
export function usePresentationOptions(edition?: string) {
  const { data } = useListAdminPresentationsQuery({ page_size: 200, ordering: 'start', edition });
  return (data?.results ?? []).map((p) => ({ id: p.id, label: localTitle(p) }));
}
