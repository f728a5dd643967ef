/** Link preview images: the Open Graph PNG of every public page, drawn from the catalogue's answers. */
export { ogImageRoutes } from './routes';
export { ogImages, imageRefOf, type OgImages, type ImageRef } from './images';
export { drawCard, drawBackdrop, titleLayer, DEFAULT_ACCENT, type Card } from './card';
export { drawText, type TextStyle } from './draw-text';
