import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder (a DATA_DIR, or a place to write a data file and its images). */
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `fest-${prefix}-`));

/** Writes `content` as festival.json (plus any image files given) into a fresh folder; returns the JSON path. */
export function writeFestivalFile(content: unknown, files: Record<string, string> = {}): string {
  const dir = tempDir('file');
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  const file = path.join(dir, 'festival.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A small valid festival: one of everything, HTML with dangerous parts in the descriptions. */
export const smallFestival = () => ({
  settings: {
    festival_name: 'جشنوارهٔ آزمایشی',
    competition_price: 50000,
    competition_capacity: 20,
    competition_registration_open: true,
    starts_on: '2030-02-15',
    ends_on: '2030-02-16',
    venue: 'تالار همایش',
    address: 'تهران، خیابان آزمایش',
    map_url: 'https://www.openstreetmap.org/?mlat=35.7&mlon=51.4',
    contact_email: 'hello@example.com',
    contact_phone: '۰۲۱-۱۱۱۱۱۱۱۱',
    competition_date: '2030-02-16',
    competition_time: '18:00',
  },
  presenters: [
    { key: 'p1', first_name: 'سارا', last_name: 'محمدی', description: 'R&D <script>alert(1)</script><strong>مدیر سیستم</strong>', avatar: 'img/sara.svg', linkedin: 'https://www.linkedin.com/in/sara' },
    { key: 'p2', first_name: 'علی', last_name: 'رضایی', description: 'R&D lead', avatar: 'https://cdn.example.com/ali.png' },
  ],
  tags: [{ key: 'linux', name: 'لینوکس', color: '#fcc624' }],
  presentations: [
    {
      key: 'ws',
      service_type: 'WORKSHOP',
      fa_title: 'کارگاه',
      en_title: 'Workshop',
      fa_description:
        '<p onclick="steal()">متن <strong>پررنگ</strong></p><ul><li>یک</li></ul><a href="https://example.com">پیوند</a>' +
        '<a href="javascript:alert(1)">بد</a><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><script>alert(1)</script>',
      en_description: '<p>Text</p><style>body{display:none}</style>',
      start: '2030-02-15T05:30:00Z',
      end: '2030-02-15T08:30:00+00:00',
      room: 'سالن ۱',
      capacity: 3,
      cost: 250000,
      is_registration_active: true,
      presentation_link: 'https://meet.example.com/ws',
      poster: 'img/poster.svg',
      presenters: ['p2', 'p1'],
      tags: ['linux'],
    },
  ],
  coupons: [{ code: 'Spring10', percentage: 10, max_uses: 5, eligible_presentations: ['ws'] }],
  accessories: [{ key: 'mug', name: 'ماگ', description: 'ماگ سرامیکی', price: 180000, img: 'img/mug.svg', is_active: true }],
  faq: [
    { question: 'کجا؟', answer: '<p>تهران <a href="https://map.example.com" onmouseover="x()">نقشه</a></p><script>x()</script>' },
    { question: 'کی؟', answer: '<p>بهمن</p>' },
  ],
  staff: [{ name: 'محسن موسوی', image: 'img/mug.svg', quote: 'سلام', role: 'DIRECTOR', team: 'DIRECTOR' }],
  users: [
    { phone_number: '+98 912 000 0000', password: 'LinuxFest1405', first_name: 'کاربر', last_name: 'نمایشی', email: 'Demo@Example.com', role: 'user', registrations: ['ws'] },
    { phone_number: '۰۹۱۲۰۰۰۰۰۰۱', password: 'Admin-Fest-1405', first_name: 'مدیر', last_name: 'جشنواره', email: 'admin@example.com', role: 'admin' },
  ],
});

export const smallFestivalImages = { 'img/sara.svg': SVG, 'img/poster.svg': SVG, 'img/mug.svg': SVG };
