// Turns the text of the demo festival's SVG pictures into outlines: node scripts/outline-svg-text.mjs
// [source dir] [output dir] (default apps/api/seed/media-src -> apps/api/seed/media).
//
// Why: a browser draws an SVG picture (<img src="….svg">) as a document of its own, which cannot use
// the page's web fonts, so every <text> in it made the browser look for a system font that has
// Persian letters. On a slow phone that search and the text's layout took 30-100 ms of the page's
// main thread per picture, and 20-40 ms more to paint it (docs/performance.md, 2026-11-28): three
// posters cost more than the app's own start. Outlines are paths: nothing to look up or lay out.
//
// How: each <text> is drawn alone by Chromium, with Vazirmatn loaded as the site loads it (HarfBuzz
// shapes the Persian letters and orders mixed Persian and Latin text, as on the site), printed to PDF,
// and turned back into SVG by pdftocairo; its glyphs, placed where Chromium placed them, become one
// <path> with the text's own fill. The picture keeps its aria-label; the source keeps the words.
// Needs Chromium (/usr/bin/chromium) and pdftocairo (Debian's poppler-utils): only to make the files,
// which are committed, never when the app runs or is tested.
/* global document -- in the page, in page.evaluate */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const from = path.resolve(root, process.argv[2] ?? 'apps/api/seed/media-src');
const to = path.resolve(root, process.argv[3] ?? 'apps/api/seed/media');
const fonts = path.join(root, 'node_modules/@fontsource-variable/vazirmatn');

/** The site's own @font-face rules for Vazirmatn (the package's stylesheet), with the files inlined. */
function vazirmatnFaces() {
  const css = fs.readFileSync(path.join(fonts, 'index.css'), 'utf8');
  return css.replaceAll("'Vazirmatn Variable'", 'Vazirmatn').replace(/url\(\.\/files\/([^)]+)\)/g, (_, file) => `url(data:font/woff2;base64,${fs.readFileSync(path.join(fonts, 'files', file)).toString('base64')})`);
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A number as short as SVG allows: no leading zero, no trailing zeros. */
const short = (v) => String(v).replace(/^(-?)0\./, '$1.');

/**
 * One glyph's outline (pdftocairo's absolute M, L, C and Z commands, in points from its origin) at
 * (dx, dy), in the picture's units (`scale` per point), rounded to `step`: relative commands between
 * rounded points, so the rounding never adds up along the outline.
 */
function glyphPath(d, dx, dy, scale, step) {
  const round = (v) => Math.round(v / step) * step;
  const out = [];
  let [cx, cy, sx, sy] = [0, 0, 0, 0];
  const tokens = d.trim().split(/\s+/);
  for (let i = 0; i < tokens.length; ) {
    const cmd = tokens[i++];
    if (cmd === 'Z') {
      out.push('z');
      [cx, cy] = [sx, sy];
      continue;
    }
    const count = cmd === 'C' ? 3 : 1;
    const points = [];
    for (let k = 0; k < count; k++) points.push([round((Number(tokens[i++]) + dx) * scale), round((Number(tokens[i++]) + dy) * scale)]);
    // A move after the last close draws nothing.
    if (cmd === 'M' && i >= tokens.length) break;
    const rel = points.map(([x, y]) => [x - cx, y - cy]);
    const nums = rel.flat().map((v) => short(Math.round(v / step) * step === 0 ? 0 : Number((Math.round(v / step) * step).toFixed(3))));
    const joined = nums.reduce((acc, n, j) => acc + (j === 0 || n.startsWith('-') ? n : ` ${n}`), '');
    out.push(`${cmd === 'M' ? (out.length ? 'm' : 'M') : cmd === 'L' ? 'l' : 'c'}${joined}`);
    [cx, cy] = points[points.length - 1];
    if (cmd === 'M') [sx, sy] = [cx, cy];
  }
  return out.join('');
}

/**
 * The glyphs of pdftocairo's SVG as one path's data, in the source picture's units (`scale` per
 * point): to a tenth of a unit for small text, whole units for large (half a unit is a quarter of a
 * pixel on a phone, where an 800-unit poster is about 400 pixels wide).
 */
function glyphsAsPath(svg, scale, fontSize) {
  const step = fontSize >= 30 ? 1 : 0.1;
  const glyphs = new Map([...svg.matchAll(/<symbol[^>]*id="([^"]+)"[^>]*>\s*<path[^>]*d="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const parts = [];
  let first = true;
  for (const use of svg.matchAll(/<use xlink:href="#([^"]+)" x="([-\d.]+)" y="([-\d.]+)"\/>/g)) {
    const d = glyphs.get(use[1])?.trim();
    if (!d) continue; // a space
    let part = glyphPath(d, Number(use[2]), Number(use[3]), scale, step);
    // Each glyph starts with an absolute move (M), so the glyphs do not depend on each other.
    if (!first) part = part.replace(/^m/, 'M');
    first = false;
    parts.push(part);
  }
  return parts.join('');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'outline-'));
try {
  const page = await browser.newPage();
  const faces = vazirmatnFaces();
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from).filter((f) => f.endsWith('.svg')).sort()) {
    const source = fs.readFileSync(path.join(from, name), 'utf8');
    const open = /<svg[^>]*>/.exec(source)[0];
    const width = Number(attr(open, 'width'));
    const height = Number(attr(open, 'height'));
    let outlined = source;
    for (const text of source.match(/<text[^>]*>[^<]*<\/text>/g) ?? []) {
      await page.setContent(`<!doctype html><style>${faces}
        @page{size:${width}px ${height}px;margin:0}html,body{margin:0}svg{display:block}</style>${open}${text}</svg>`);
      await page.evaluate(async () => {
        const t = document.querySelector('text');
        await document.fonts.load(`${t.getAttribute('font-weight') ?? 400} ${t.getAttribute('font-size')}px Vazirmatn`, t.textContent);
        await document.fonts.ready;
      });
      const pdf = path.join(work, 'text.pdf');
      await page.pdf({ path: pdf, width: `${width}px`, height: `${height}px` });
      execFileSync('pdftocairo', ['-svg', pdf, path.join(work, 'text.svg')]);
      const drawn = fs.readFileSync(path.join(work, 'text.svg'), 'utf8');
      const pointsWide = Number(/<svg[^>]*\swidth="([\d.]+)pt"/.exec(drawn)[1]);
      const d = glyphsAsPath(drawn, width / pointsWide, Number(attr(text, 'font-size')));
      if (!d) throw new Error(`${name}: no glyph drawn for ${text}`);
      const paint = ['fill', 'fill-opacity', 'opacity'].flatMap((a) => (attr(text, a) === undefined ? [] : [`${a}="${attr(text, a)}"`])).join(' ');
      outlined = outlined.replace(text, `<path ${paint} d="${d}"/>`);
    }
    fs.writeFileSync(path.join(to, name), outlined);
    console.log(`${name}: ${source.length} -> ${outlined.length} bytes`);
  }
} finally {
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}
