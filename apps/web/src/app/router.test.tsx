// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { clientRoutes } from '@fest/contract';
import { metaOf, pagesWithOwnMeta, redirectRoutes } from './route-meta';
import { consoleRoutes } from './console-routes';
import { routes } from './router';

/** Every path the router serves, as full patterns ('/workshop/:id'), without the catch-all. */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent : route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = (route.index || route.path) && route.path !== '*' ? [here || '/'] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('the route table', () => {
  it('is the list the API server knows (packages/contract client-routes.ts), so unknown paths answer 404', () => {
    // The console's table hangs below /admin (router.tsx hands it everything there).
    expect(new Set([...paths(routes), ...paths(consoleRoutes, '/admin')])).toEqual(new Set(clientRoutes));
  });

  it('gives every page a title and a description', () => {
    for (const route of clientRoutes) {
      const covered = metaOf(route) !== undefined || pagesWithOwnMeta.includes(route) || redirectRoutes.includes(route);
      expect(covered, route).toBe(true);
    }
  });
});
