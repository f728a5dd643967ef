import { describe, expect, it } from 'vitest';
import { bundledArchiveFile, bundledFestivalFile } from '../../src/seed/first-start';
import { readFestivalFile } from '../../src/seed/loader';

/** The English site of the demo shows no Persian of the festival's own (contract "Content in two languages"). */
describe.each([bundledFestivalFile, bundledArchiveFile])('the bundled demo festival %s', (path) => {
  it('has English for everything a visitor reads', () => {
    const file = readFestivalFile(path);
    const s = file.settings!;
    expect([s.en_festival_name, s.en_venue, s.en_address].every(Boolean)).toBe(true);
    const missing = [
      ...file.presenters.filter((p) => !p.en_first_name || !p.en_last_name || (p.description && !p.en_description)).map((p) => `presenter ${p.key}`),
      ...file.tags.filter((x) => !x.en_name).map((x) => `tag ${x.key}`),
      ...file.presentations.filter((p) => !p.en_title || (p.room && !p.en_room) || (p.fa_description && !p.en_description)).map((p) => `presentation ${p.key}`),
      ...file.accessories.filter((a) => !a.en_name || (a.description && !a.en_description)).map((a) => `accessory ${a.key}`),
      ...file.faq.filter((f) => !f.en_question || !f.en_answer).map((f) => `faq ${f.question}`),
      ...file.staff.filter((m) => !m.en_name || (m.quote && !m.en_quote)).map((m) => `staff ${m.name}`),
    ];
    expect(missing).toEqual([]);
    // No Persian letters or digits slipped into the English.
    const english = JSON.stringify([s.en_festival_name, s.en_venue, s.en_address, ...file.presenters.map((p) => [p.en_first_name, p.en_last_name, p.en_description]),
      ...file.tags.map((x) => x.en_name), ...file.presentations.map((p) => [p.en_title, p.en_room, p.en_description]), ...file.accessories.map((a) => [a.en_name, a.en_description]),
      ...file.faq.map((f) => [f.en_question, f.en_answer]), ...file.staff.map((m) => [m.en_name, m.en_quote])]);
    expect(english).not.toMatch(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/);
  });
});
