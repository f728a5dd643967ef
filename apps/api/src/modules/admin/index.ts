/** The organiser API under /api/admin: admins only; each area's routes are registered in routes.ts. */
export { adminRoutes } from './routes';
