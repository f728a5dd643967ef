// Run by scripts/bench/pdf.mjs in a process of its own (through tsx, as the API tests run the source):
// the cost of the PDF engine (decision 029): one certificate, a purchase's receipt, then a ZIP of 100
// certificates, time and memory.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { certificatePdf } from '../../apps/api/src/modules/certificates/pdf';
import type { CertificatePdfInput } from '../../apps/api/src/modules/certificates/pdf-input';
import { zipStream } from '../../apps/api/src/modules/certificates/zip';
import { receiptPdf } from '../../apps/api/src/modules/payments/invoices/pdf';
import type { ReceiptInput } from '../../apps/api/src/modules/payments/invoices/pdf-input';

const input = (i: number): CertificatePdfInput => ({
  code: i.toString(16).padStart(32, '0'),
  kind: 'ATTENDANCE',
  lang: 'fa',
  name: `شرکت‌کنندهٔ شمارهٔ ${i} Smith`,
  presentation: {
    faTitle: 'آشنایی با Docker و Kubernetes در محیط عملیاتی',
    enTitle: 'Docker and Kubernetes in production',
    start: new Date('2026-11-03T07:30:00Z'),
    end: new Date('2026-11-03T11:30:00Z'),
    presenters: ['علی رضایی', 'John Smith'],
  },
  festivalName: 'جشنوارهٔ لینوکس ۱۴۰۵',
  signatory: { name: 'مریم احمدی', title: 'دبیر جشنواره', imagePath: null },
  checkUrl: `https://linuxfest.example/certificates/${i.toString(16).padStart(32, '0')}`,
  issuedAt: new Date(),
});

// A purchase e-mail's receipt: two workshops and a mug, a coupon, paid through ZarinPal.
const receipt = (i: number): ReceiptInput => ({
  festivalName: 'جشنوارهٔ لینوکس ۱۴۰۵',
  seller: {
    kind: 'COMPANY', name: 'انجمن لینوکس ایران', nationalId: '10101234567', economicCode: '411111111111',
    registrationNumber: '12345', postalCode: '1411713116', address: 'تهران، خیابان انقلاب، پلاک ۱', phone: '02166400000',
  },
  payment: { id: 1000 + i, subtotal: 650_000, discount: 65_000, total: 585_000, coupon: 'LINUX10', refId: 201 + i, cardPan: '6037****1234', paidAt: new Date() },
  buyer: { name: `خریدار شمارهٔ ${i}`, phone: '09121234567' },
  lines: [
    { title: 'آشنایی با Docker و Kubernetes در محیط عملیاتی', price: 300_000, discount: 30_000, amount: 270_000 },
    { title: 'برنامه‌نویسی پوسته با Bash', price: 250_000, discount: 25_000, amount: 225_000 },
    { title: 'ماگ جشنواره', price: 100_000, discount: 10_000, amount: 90_000 },
  ],
  refunds: [],
});

/** How long each of 40 documents took (ms), sorted. */
async function timesOf40(make: (i: number) => Promise<Buffer>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 1; i <= 40; i++) {
    const t = performance.now();
    await make(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 5);

const rssBefore = process.memoryUsage().rss;
const first = performance.now();
const one = await certificatePdf(input(0));
const firstMs = performance.now() - first;
const times = await timesOf40((i) => certificatePdf(input(i)));
await receiptPdf(receipt(0));
const receiptTimes = await timesOf40((i) => receiptPdf(receipt(i)));
sample();
const oneRss = peak;

peak = 0;
let zipBytes = 0;
const zipStart = performance.now();
await pipeline(
  zipStream(Array.from({ length: 100 }, (_, i) => ({ name: `certificate-${i}.pdf`, make: async () => certificatePdf(input(i)) }))),
  new Writable({
    write(chunk: Buffer, _enc, done) {
      zipBytes += chunk.length;
      done();
    },
  }),
);
const zipMs = performance.now() - zipStart;
sample();
clearInterval(sampler);
console.log(
  JSON.stringify({
    firstMs,
    medianMs: times[Math.floor(times.length / 2)],
    p90Ms: times[Math.floor(times.length * 0.9)],
    pdfBytes: one.length,
    receiptMedianMs: receiptTimes[Math.floor(receiptTimes.length / 2)],
    receiptP90Ms: receiptTimes[Math.floor(receiptTimes.length * 0.9)],
    rssBeforeMb: rssBefore / 2 ** 20,
    rssOneMb: oneRss / 2 ** 20,
    zipMs,
    zipBytes,
    rssZipMb: peak / 2 ** 20,
  }),
);
