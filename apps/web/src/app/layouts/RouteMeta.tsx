import { useLocation } from 'react-router';
import { matchClientRoute } from '@fest/contract';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { metaOf } from '../route-meta';

/**
 * The title and description of the current page from the route table (route-meta.ts). Pages with
 * their own usePageMeta are not in the table, and an unknown address is left to the not-found page.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const route = matchClientRoute(pathname);
  const meta = route ? metaOf(route) : undefined;
  return meta ? <AppliedMeta title={t(meta.title)} description={t(meta.description)} /> : null;
}

function AppliedMeta({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}
