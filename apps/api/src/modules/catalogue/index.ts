/** Catalogue: presentations, presenters, FAQ, staff, accessories, coupon look-ups, the festival's facts (read-only). */
export { catalogueRoutes, type CatalogueOptions } from './routes';
export { catalogueAnswers, type CatalogueAnswers } from './public-answers';
export { AnswerCache, answerOf, type Answer } from './answer-cache';
export { calendarPresentations, getFestival, getPresentation, presentationPreview, presentationsByIds, serializeAccessory } from './service';
export { editionWire, listEditions, requireEdition } from './editions';
export { publishedSql } from './published';
