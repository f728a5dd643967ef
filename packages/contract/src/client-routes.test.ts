import { describe, expect, it } from 'vitest';
import { matchClientRoute } from './client-routes';

describe('matchClientRoute', () => {
  it('knows the pages and their parameters, with or without a trailing slash', () => {
    expect(matchClientRoute('/')).toBe('/');
    expect(matchClientRoute('/faq')).toBe('/faq');
    expect(matchClientRoute('/faq/')).toBe('/faq');
    expect(matchClientRoute('/workshop/12')).toBe('/workshop/:id');
    expect(matchClientRoute('/profile/cart/checkout')).toBe('/profile/cart/checkout');
  });

  it('answers null for addresses the app has no page for', () => {
    expect(matchClientRoute('/nope')).toBeNull();
    expect(matchClientRoute('/workshop')).toBeNull();
    expect(matchClientRoute('/workshop/1/extra')).toBeNull();
    expect(matchClientRoute('//')).toBeNull();
    expect(matchClientRoute('/%E0%A4%A')).toBeNull();
  });
});
