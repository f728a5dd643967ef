// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { FilePicker } from './FilePicker';

afterEach(cleanup);

const props = { label: 'فایل PDF اسلایدها', name: 'file', accept: 'application/pdf', chooseLabel: 'انتخاب فایل PDF', noneLabel: 'هنوز فایلی انتخاب نشده است.' };

describe('FilePicker', () => {
  it("is a real file input, visually hidden, named by the field's label and what is chosen, opened by a label in the page's words", () => {
    render(<FilePicker {...props} file={null} onFile={() => undefined} />);
    const input = screen.getByLabelText(/فایل PDF اسلایدها/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.className).toContain('sr-only');
    const labelledBy = input.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(labelledBy).toEqual(['فایل PDF اسلایدها', 'هنوز فایلی انتخاب نشده است.']);
    const button = screen.getByText('انتخاب فایل PDF').closest('label')!;
    expect(button.htmlFor).toBe(input.id);
  });

  it('hands on the file picked, shows its name, and empties the input so that the same file can be picked again', () => {
    const onFile = vi.fn();
    const { rerender } = render(<FilePicker {...props} file={null} onFile={onFile} />);
    const input = screen.getByLabelText(/فایل PDF اسلایدها/) as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'talk.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    // A file input's change (preact/compat leaves it a change, not an input event); dispatched as the browser does.
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    rerender(<FilePicker {...props} file={file} onFile={onFile} />);
    expect(screen.getByText('talk.pdf')).toBeTruthy();
  });

  it('ties an error to the input', () => {
    render(<FilePicker {...props} file={null} onFile={() => undefined} error="فقط فایل PDF پذیرفته می‌شود." />);
    const input = screen.getByLabelText(/فایل PDF اسلایدها/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toContain('فقط فایل PDF پذیرفته می‌شود.');
  });
});
