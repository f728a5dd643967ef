// Draws the installable app's icons from the brand mark (apps/web/public/favicon.svg) in Debian's
// Chromium: icon-192.png and icon-512.png (the rounded mark, transparent corners) and
// icon-maskable-512.png (full-bleed navy, the penguin inside the maskable safe zone, the central 80%).
// The PNGs are committed; run this again only when the mark changes: node scripts/pwa-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const web = path.join(root, 'apps/web/public');
const mark = fs.readFileSync(path.join(web, 'favicon.svg'), 'utf8');
// The mark's drawing without its rounded tile, for the maskable icon.
const penguin = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b1a33"/><g transform="translate(32 33.5) scale(0.66) translate(-32 -33.5)">${penguin}</g></svg>`;

const icons = [
  ['icon-192.png', 192, mark],
  ['icon-512.png', 512, mark],
  ['icon-maskable-512.png', 512, maskable],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [name, size, svg] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(web, 'icons', name), omitBackground: true });
    await page.close();
    console.log(`  ${name} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
