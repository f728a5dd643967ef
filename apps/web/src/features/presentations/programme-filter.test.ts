import { describe, expect, it } from 'vitest';
import {
  filterPresentations,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  matchesSearch,
  noFilters,
  normaliseSearchText,
  programmeTags,
  programmeTypes,
} from './programme-filter';
import { makePresentation } from './test-presentation';

describe('normaliseSearchText', () => {
  it('turns Arabic yeh and kaf into their Persian forms', () => {
    expect(normaliseSearchText('كارگاه شبكه ي')).toBe('کارگاه شبکه ی');
    expect(normaliseSearchText('ى')).toBe('ی');
  });
  it('ignores Latin case', () => {
    expect(normaliseSearchText('DoCkEr')).toBe('docker');
  });
  it('treats the zero-width non-joiner and runs of spaces as one space', () => {
    expect(normaliseSearchText('نرم‌افزار   آزاد')).toBe(normaliseSearchText('نرم افزار آزاد'));
  });
  it('drops diacritics and tatweel, folds hamza forms and digits', () => {
    expect(normaliseSearchText('كـرنل')).toBe('کرنل');
    expect(normaliseSearchText('مُقدّماتی')).toBe('مقدماتی');
    expect(normaliseSearchText('آینده')).toBe(normaliseSearchText('اینده'));
    expect(normaliseSearchText('۱۴۰۵ ١٤٠٥')).toBe('1405 1405');
  });
});

describe('matchesSearch', () => {
  const docker = makePresentation();
  it('finds by the Persian title typed on an Arabic keyboard', () => {
    expect(matchesSearch(docker, 'كارگاه داكر')).toBe(true);
  });
  it('finds by the English title in any case', () => {
    expect(matchesSearch(docker, 'docker')).toBe(true);
    expect(matchesSearch(docker, 'ZERO TO')).toBe(true);
  });
  it('needs every word, in any order', () => {
    expect(matchesSearch(docker, 'deployment داکر')).toBe(true);
    expect(matchesSearch(docker, 'داکر kubernetes')).toBe(false);
  });
  it('finds by a presenter name', () => {
    expect(matchesSearch(docker, 'رضایي')).toBe(true);
  });
  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch(docker, '')).toBe(true);
    expect(matchesSearch(docker, '  ‌ ')).toBe(true);
  });
});

describe('filterPresentations', () => {
  const docker = makePresentation({ id: 1 });
  const kernel = makePresentation({
    id: 2,
    service_type: 'TALK',
    fa_title: 'کرنل لینوکس چطور توسعه می‌یابد؟',
    en_title: 'How the Linux Kernel Is Developed',
    tags: [{ id: 1, name: 'لینوکس', en_name: '', color: '#fcc624' }],
  });
  const bundle = makePresentation({ id: 3, service_type: 'PACKAGE', fa_title: 'پکیج کامل', en_title: 'Full pass', tags: [] });
  const all = [docker, kernel, bundle];

  it('keeps everything without filters', () => {
    expect(filterPresentations(all, noFilters)).toEqual(all);
  });
  it('filters by type', () => {
    expect(filterPresentations(all, { ...noFilters, type: 'TALK' }).map((p) => p.id)).toEqual([2]);
    expect(filterPresentations(all, { ...noFilters, type: 'PACKAGE' }).map((p) => p.id)).toEqual([3]);
  });
  it('filters by tag id', () => {
    expect(filterPresentations(all, { ...noFilters, tag: 6 }).map((p) => p.id)).toEqual([1]);
  });
  it('combines type, tag and search', () => {
    expect(filterPresentations(all, { type: 'WORKSHOP', tag: 6, q: 'داکر' }).map((p) => p.id)).toEqual([1]);
    expect(filterPresentations(all, { type: 'TALK', tag: 6, q: '' })).toEqual([]);
    expect(filterPresentations(all, { ...noFilters, q: 'kernel' }).map((p) => p.id)).toEqual([2]);
  });
});

describe('filters in the query string', () => {
  it('round-trips', () => {
    const filters = { type: 'WORKSHOP' as const, tag: 3, q: 'داکر' };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(filters).toString()).toBe('type=workshop&tag=3&q=%D8%AF%D8%A7%DA%A9%D8%B1');
  });
  it('writes nothing for no filters', () => {
    expect(filtersToParams(noFilters).toString()).toBe('');
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, q: 'x' })).toBe(true);
  });
  it('ignores malformed values', () => {
    expect(filtersFromParams(new URLSearchParams('type=concert&tag=abc'))).toEqual(noFilters);
    expect(filtersFromParams(new URLSearchParams('tag=-2'))).toEqual(noFilters);
    expect(filtersFromParams(new URLSearchParams('type=Talk')).type).toBe('TALK');
  });
});

describe('programme facets', () => {
  it('lists each tag once, in order of appearance', () => {
    const a = makePresentation({ tags: [{ id: 2, name: 'ب', en_name: '', color: '#000' }, { id: 1, name: 'الف', en_name: '', color: '#000' }] });
    const b = makePresentation({ tags: [{ id: 1, name: 'الف', en_name: '', color: '#000' }, { id: 3, name: 'پ', en_name: '', color: '#000' }] });
    expect(programmeTags([a, b]).map((t) => t.id)).toEqual([2, 1, 3]);
  });
  it('lists only the types present, in the contract order', () => {
    expect(programmeTypes([makePresentation({ service_type: 'TALK' }), makePresentation()])).toEqual(['WORKSHOP', 'TALK']);
  });
});
