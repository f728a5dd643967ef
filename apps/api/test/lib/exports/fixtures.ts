import type { ExportColumn } from '../../../src/lib/exports/columns';

export interface Attendee {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  paid: number;
  paid_at: string | null;
  note: string;
}

export const attendeeColumns: ExportColumn<Attendee>[] = [
  { header: 'شناسه', kind: 'number', value: (r) => r.id },
  { header: 'نام', kind: 'text', value: (r) => r.first_name },
  { header: 'نام خانوادگی', kind: 'text', value: (r) => r.last_name },
  { header: 'تلفن همراه', kind: 'phone', value: (r) => r.phone_number },
  { header: 'ایمیل', kind: 'text', value: (r) => r.email },
  { header: 'مبلغ (تومان)', kind: 'money', value: (r) => r.paid },
  { header: 'زمان پرداخت', kind: 'datetime', value: (r) => r.paid_at },
  { header: 'یادداشت', kind: 'text', value: (r) => r.note },
];

export const fileHeaders = [
  'شناسه',
  'نام',
  'نام خانوادگی',
  'تلفن همراه',
  'ایمیل',
  'مبلغ (تومان)',
  'زمان پرداخت (شمسی)',
  'زمان پرداخت (ISO)',
  'یادداشت',
];

/** Rows that test every quoting and typing rule. */
export const trickyRows: Attendee[] = [
  { id: 1, first_name: 'علی', last_name: 'رضایی', phone_number: '09121234567', email: 'ali@example.ir', paid: 200000, paid_at: '2026-05-01T06:30:00.000Z', note: 'ساده' },
  { id: 2, first_name: '=HYPERLINK("http://evil.example","x")', last_name: '+98', phone_number: '09011111111', email: '@me', paid: 0, paid_at: null, note: '-2+3' },
  { id: 3, first_name: 'زهرا, "زهی"', last_name: 'خط\nدوم', phone_number: '09350000000', email: null, paid: 1500000, paid_at: '2026-03-20T20:30:00.000Z', note: 'tab\there, ok' },
];

/** Attendees made on demand, like rows read from a database cursor: none is kept by the generator. */
export async function* generatedAttendees(count: number, onRow?: (n: number) => void): AsyncGenerator<Attendee> {
  const start = Date.UTC(2026, 4, 1, 6, 30);
  for (let i = 1; i <= count; i++) {
    onRow?.(i);
    yield {
      id: i,
      first_name: `کاربر${i}`,
      last_name: `خانواده‌ی شماره ${i}`,
      phone_number: `0912${String(i).padStart(7, '0')}`,
      email: `user${i}@example.ir`,
      paid: 150000 + (i % 7) * 10000,
      paid_at: new Date(start + i * 60_000).toISOString(),
      note: i % 10 === 0 ? `یادداشت "${i}", با ویرگول` : '',
    };
  }
}
