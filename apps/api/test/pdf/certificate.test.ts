import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../../src/modules/certificates/pdf';
import type { CertificatePdfInput } from '../../src/modules/certificates/pdf-input';
import { keepPictures } from './pictures';
import { SKIP_POPPLER, flat, pdfInfo, pdfPages, pdfText, readQr } from '../helpers/poppler';

const input = (over: Partial<CertificatePdfInput> = {}): CertificatePdfInput => ({
  code: '3f9a0c4e5b6d7e8f9a0b1c2d3e4f5a6b',
  kind: 'ATTENDANCE',
  lang: 'fa',
  name: 'سارا محمدی',
  presentation: {
    faTitle: 'آشنایی با Docker و Kubernetes',
    enTitle: 'Docker and Kubernetes',
    // 11:00–15:00 in Tehran on Tuesday 12 Aban 1405.
    start: new Date('2026-11-03T07:30:00Z'),
    end: new Date('2026-11-03T11:30:00Z'),
    presenters: ['علی رضایی', 'John Smith'],
  },
  festivalName: 'جشنوارهٔ لینوکس ۱۴۰۵',
  signatory: { name: 'مریم احمدی', title: 'دبیر جشنواره', imagePath: null },
  checkUrl: 'http://localhost:8000/certificates/3f9a0c4e5b6d7e8f9a0b1c2d3e4f5a6b',
  issuedAt: new Date('2026-11-29T10:00:00Z'),
  ...over,
});

/** Whether the extracted text reads `expected`, in order (see flat). */
const reads = (text: string, expected: string) => expect(flat(text)).toContain(flat(expected));

describe.skipIf(SKIP_POPPLER)('a certificate as a PDF', () => {
  it('is one A4 landscape page with Vazirmatn embedded', async () => {
    const pdf = await certificatePdf(input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = await pdfInfo(pdf);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    expect(pdf.includes(Buffer.from('Vazirmatn'))).toBe(true);
  });

  it('reads back as the Persian it was given: joined letters, in reading order, Persian digits in order', async () => {
    const text = await pdfText(await certificatePdf(input()));
    // Each word comes back letter by letter in reading order only when it was shaped as one run and
    // its glyphs laid right to left; a reversed word or a number read backwards would not match.
    reads(text, 'جشنوارهٔ لینوکس ۱۴۰۵');
    reads(text, 'گواهی حضور');
    reads(text, 'بدین‌وسیله گواهی می‌شود که');
    reads(text, 'سارا محمدی');
    reads(text, 'در «آشنایی با Docker و Kubernetes» که سه‌شنبه ۱۲ آبان ۱۴۰۵ به مدت ۴ ساعت برگزار شد، حضور داشته است.');
    reads(text, 'ارائه‌دهندگان: علی رضایی و John Smith');
    reads(text, 'صادرشده در ۸ آذر ۱۴۰۵');
    reads(text, 'مریم احمدی');
    expect(text).toContain(input().checkUrl);
  });

  it('carries a QR code that a camera reads as the check page address', async () => {
    const [page] = await pdfPages(await certificatePdf(input()), 100, keepPictures('certificate-fa'));
    expect(await readQr(page)).toBe(input().checkUrl);
  });

  it('comes in English with the English title, the code still on it', async () => {
    const pdf = await certificatePdf(input({ lang: 'en' }));
    const text = await pdfText(pdf);
    expect(text).toContain('Certificate of Attendance');
    reads(text, 'attended “Docker and Kubernetes”, held on Tuesday, 3 November 2026, 4 hours long.');
    reads(text, 'Presented by علی رضایی and John Smith');
    const [page] = await pdfPages(pdf, 100, keepPictures('certificate-en'));
    expect(await readQr(page)).toBe(input().checkUrl);
  });

  it('names presenting, not attendance, on a presenter’s certificate', async () => {
    const text = await pdfText(await certificatePdf(input({ kind: 'PRESENTER' })));
    reads(text, 'گواهی ارائه');
    reads(text, '«آشنایی با Docker و Kubernetes» را سه‌شنبه ۱۲ آبان ۱۴۰۵ به مدت ۴ ساعت ارائه کرده است.');
    expect(text).not.toContain('حضور داشته');
    await pdfPages(await certificatePdf(input({ kind: 'PRESENTER' })), 100, keepPictures('certificate-presenter-fa'));
  });
});
