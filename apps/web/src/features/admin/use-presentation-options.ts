import { useListAdminPresentationsQuery } from '@/shared/api/admin-presentations';
import { localTitle } from '@/shared/i18n/content';
import { tehranDay } from '@/shared/tehran-time';

/** An edition's whole programme, by start (the API's largest page: a festival has far fewer). Both hooks read this one query. */
const useProgramme = (edition?: string) => useListAdminPresentationsQuery({ page_size: 200, ordering: 'start', edition });

/** Every presentation of an edition (the current one unless named) as a picker option. */
export function usePresentationOptions(edition?: string) {
  const { data } = useProgramme(edition);
  return (data?.results ?? []).map((p) => ({ id: p.id, label: localTitle(p) }));
}

/** The Tehran days ('YYYY-MM-DD', in order) on which an edition's sessions start: the days that have attendees. */
export function useProgrammeDays(edition?: string): string[] {
  const { data } = useProgramme(edition);
  return [...new Set((data?.results ?? []).map((p) => tehranDay(p.start)))].sort();
}
