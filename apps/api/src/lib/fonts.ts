import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Vazirmatn (SIL Open Font License, the `vazirmatn` package): Persian and Latin in one face. The
 * documents (lib/pdf) and the link preview images (modules/og-images) load these files themselves,
 * so neither depends on the fonts a machine happens to have installed.
 */
export const FONTS = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
} as const;

export type FontName = keyof typeof FONTS;
