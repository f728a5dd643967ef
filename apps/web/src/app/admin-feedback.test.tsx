// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import type { AdminFeedback } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/** /admin/feedback: the organisers pick a session by its title (with its count and mean), not by a typed id. */
const server = serveDuringFile();
const phone = '09120000001';

const rating = (id: number, presentation: { id: number; fa_title: string }, value: number, comment = ''): AdminFeedback => ({
  id,
  presentation,
  user: { id: 100 + id, first_name: 'مینا', last_name: `شماره ${id}`, phone_number: `0912000${String(id).padStart(4, '0')}` },
  rating: value,
  comment,
  hidden: false,
  created_at: '2027-02-10T08:00:00Z',
  updated_at: '2027-02-10T08:00:00Z',
});

describe('the console feedback page', () => {
  it('lists every rating, and narrows them to the session picked by its title', async () => {
    const ebpf = { id: 7, fa_title: 'ردیابی با eBPF' };
    const nix = { id: 9, fa_title: 'بسته‌سازی با Nix' };
    server.answer(`GET /api/users/${phone}/`, {
      body: { phone_number: phone, first_name: 'مدیر', last_name: 'جشنواره', email: '', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
    });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer('GET /api/admin/feedback/', { body: [rating(1, ebpf, 5, 'عالی بود'), rating(2, nix, 3), rating(3, ebpf, 4)] });
    renderApp('/admin/feedback', signedIn(phone));

    expect(await screen.findAllByTestId('admin-feedback')).toHaveLength(3);
    const picker = screen.getByRole('combobox', { name: 'ارائه' });
    const options = within(picker).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['همهٔ ارائه‌ها', 'بسته‌سازی با Nix — ۱ امتیاز، میانگین ۳', 'ردیابی با eBPF — ۲ امتیاز، میانگین ۴٫۵']);

    chooseOption(picker, '7');
    const rows = await screen.findAllByTestId('admin-feedback');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.textContent?.includes('ردیابی با eBPF'))).toBe(true);
    chooseOption(picker, '');
    expect(await screen.findAllByTestId('admin-feedback')).toHaveLength(3);
  });
});
