/** Catalogue: presentations, presenters, FAQ, staff, accessories, coupon look-ups (read-only). */
export { catalogueRoutes, type CatalogueOptions } from './routes';
export { presentationsByIds, serializeAccessory } from './service';
