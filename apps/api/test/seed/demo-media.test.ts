import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The demo festival's pictures are drawn from media-src/ by scripts/outline-svg-text.mjs: their words
 * become outlines, because a browser draws an SVG picture without the page's fonts and looked for a
 * system font with Persian letters for every <text>, 30-100 ms of a slow phone's main thread each.
 */
const seed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed');
const svgs = (dir: string) => fs.readdirSync(path.join(seed, dir)).filter((f) => f.endsWith('.svg')).sort();

describe("the demo festival's pictures", () => {
  it('are made from every source, one for one', () => {
    expect(svgs('media').length).toBeGreaterThan(30);
    expect(svgs('media')).toEqual(svgs('media-src'));
  });

  it('hold no text to lay out, and keep what the source says for screen readers', () => {
    for (const name of svgs('media')) {
      const made = fs.readFileSync(path.join(seed, 'media', name), 'utf8');
      const source = fs.readFileSync(path.join(seed, 'media-src', name), 'utf8');
      expect(made, name).not.toMatch(/<text[\s>]/);
      expect(source, name).toMatch(/<text[\s>]/);
      const label = (svg: string) => /<svg[^>]*aria-label="([^"]*)"/.exec(svg)?.[1];
      expect(label(made), name).toBe(label(source));
      // As many outlines as the source has texts, each with the text's fill.
      const fills = (svg: string, tag: string) => [...svg.matchAll(new RegExp(`<${tag}[^>]*fill="([^"]*)"`, 'g'))].map((m) => m[1]);
      expect(fills(made, 'path').slice(-fills(source, 'text').length), name).toEqual(fills(source, 'text'));
    }
  });
});
