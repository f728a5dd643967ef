import { describe, expect, it } from 'vitest';
import { userUpdateForm } from './users';

describe('userUpdateForm', () => {
  it('sends every non-empty field except phone_number', () => {
    const avatar = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const form = userUpdateForm({
      first_name: ' سارا ',
      last_name: '',
      email: 'sara@example.com',
      avatar,
      phone_number: '09120000000',
    });
    expect([...form.keys()].sort()).toEqual(['avatar', 'email', 'first_name']);
    expect(form.get('first_name')).toBe('سارا');
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('leaves out a missing avatar and blank strings', () => {
    const form = userUpdateForm({ first_name: '   ', avatar: null });
    expect([...form.keys()]).toEqual([]);
  });

  it('sends the channels as JSON text and the language as it is', () => {
    const form = userUpdateForm({ notify_by: { sms: false, email: true }, language: 'en' });
    expect(JSON.parse(String(form.get('notify_by')))).toEqual({ sms: false, email: true });
    expect(form.get('language')).toBe('en');
  });
});
