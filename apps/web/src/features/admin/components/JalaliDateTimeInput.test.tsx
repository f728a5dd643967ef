// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { chooseOption } from '@/shared/choose-option';
import { JalaliDateTimeInput } from './JalaliDateTimeInput';

afterEach(cleanup);

describe('JalaliDateTimeInput', () => {
  it('hands on the Tehran time typed in the Persian calendar as an ISO time in UTC', () => {
    const onChange = vi.fn();
    render(<JalaliDateTimeInput label="آغاز" name="start" value="" onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('سال'), { target: { value: '۱۴۰۵' } });
    chooseOption(screen.getByLabelText('ماه'), '2');
    chooseOption(screen.getByLabelText('روز'), '11');
    expect(onChange).toHaveBeenLastCalledWith(''); // no time yet: incomplete
    chooseOption(screen.getByLabelText('ساعت'), '10');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-01T06:30:00.000Z');
    chooseOption(screen.getByLabelText('دقیقه'), '45');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-01T07:15:00.000Z');
  });

  it('shows a stored UTC time as its Tehran date and clock', () => {
    render(<JalaliDateTimeInput label="آغاز" name="start" value="2026-03-20T21:45:00.000Z" onChange={() => undefined} />);
    expect((screen.getByLabelText('سال') as HTMLInputElement).value).toBe('۱۴۰۵');
    expect((screen.getByLabelText('ماه') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('روز') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('ساعت') as HTMLSelectElement).value).toBe('01');
    expect((screen.getByLabelText('دقیقه') as HTMLSelectElement).value).toBe('15');
  });

  it('as a date, hands on the Tehran day (YYYY-MM-DD) and offers only the days the month has', () => {
    const onChange = vi.fn();
    render(<JalaliDateTimeInput mode="date" label="روز" name="starts_on" value="" onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('سال'), { target: { value: '1404' } });
    chooseOption(screen.getByLabelText('ماه'), '12');
    // Esfand 1404 has 29 days (1403's had 30).
    expect(screen.getByLabelText('روز').querySelectorAll('option')).toHaveLength(1 + 29);
    chooseOption(screen.getByLabelText('روز'), '29');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-20');
  });
});
