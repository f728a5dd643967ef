import { describe, expect, it } from 'vitest';
import { clientRoutes } from './client-routes';
import { previewImagePath } from './preview-images';

describe("a page's preview image", () => {
  it("names the page's own image, in the page's language and edition", () => {
    expect(previewImagePath('/', 'fa')).toBe('/og/home.png');
    expect(previewImagePath('/workshops', 'fa')).toBe('/og/programme.png');
    expect(previewImagePath('/workshop/12', 'fa')).toBe('/og/presentation/12.png');
    expect(previewImagePath('/workshop/12/', 'en')).toBe('/og/presentation/12.png?lang=en');
    expect(previewImagePath('/schedule?day=2', 'fa')).toBe('/og/schedule.png');
    expect(previewImagePath('/presenters', 'fa')).toBe('/og/presenters.png');
    expect(previewImagePath('/faq', 'en')).toBe('/og/faq.png?lang=en');
    expect(previewImagePath('/staff', 'fa')).toBe('/og/staff.png');
    expect(previewImagePath('/contest', 'fa')).toBe('/og/contest.png');
    expect(previewImagePath('/archive/1404', 'fa')).toBe('/og/home.png?edition=1404');
    expect(previewImagePath('/archive/1404/workshop/3', 'en')).toBe('/og/presentation/3.png?edition=1404&lang=en');
    expect(previewImagePath('/archive/1404/presenters', 'fa')).toBe('/og/presenters.png?edition=1404');
    expect(previewImagePath('/archive/1404/staff', 'fa')).toBe('/og/staff.png?edition=1404');
  });

  it("gives every other page, and an address that names nothing, the festival's default image", () => {
    for (const path of ['/login', '/profile/tickets', '/admin/presentations', '/archive', '/certificates/abc', '/no-such-page', '/workshop/abc', '/workshop/0'])
      expect(previewImagePath(path, 'fa'), path).toBe('/og/default.png');
  });

  it('is a PNG under /og/ for every page of the app', () => {
    for (const route of clientRoutes) {
      const path = route.replace(':id', '7').replace(':slug', '1404').replace(':code', 'abc');
      expect(previewImagePath(path, 'fa'), route).toMatch(/^\/og\/[a-z]+(\/\d+)?\.png(\?edition=1404)?$/);
    }
  });
});
