import { describe, expect, it } from 'vitest';
import type { Certificate } from '@/shared/api/certificates';
import { bySessionNewestFirst } from './my-certificates';

const certificate = (code: string, start: string, kind: Certificate['kind'] = 'ATTENDANCE'): Certificate => ({
  code,
  kind,
  presentation: { id: 1, fa_title: 'کارگاه', en_title: 'Workshop', start, end: start },
  issued_at: start,
  pdf_url: `/api/certificates/${code}.pdf`,
  edition: '1405',
});

describe('bySessionNewestFirst', () => {
  it('lists the latest session first, attendance before presenting within a session, and leaves the given list alone', () => {
    const given = [
      certificate('old', '2026-01-10T06:30:00Z'),
      certificate('talk', '2026-02-01T06:30:00Z', 'PRESENTER'),
      certificate('seat', '2026-02-01T06:30:00Z'),
    ];
    expect(bySessionNewestFirst(given).map((c) => c.code)).toEqual(['seat', 'talk', 'old']);
    expect(given.map((c) => c.code)).toEqual(['old', 'talk', 'seat']);
  });
});
