import { describe, expect, it } from 'vitest';
import { SLIDES_MAX_BYTES, slidesFileProblem } from './slides-file';

describe('a slides file picked for upload', () => {
  it('is a PDF by its type or, when the browser gives none, by its name', () => {
    expect(slidesFileProblem({ name: 'talk.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(slidesFileProblem({ name: 'TALK.PDF', size: 10, type: '' })).toBeNull();
    expect(slidesFileProblem({ name: 'talk.pptx', size: 10, type: 'application/vnd.ms-powerpoint' })).toBe('notPdf');
  });

  it('is at most 20 MB, the limit included', () => {
    expect(slidesFileProblem({ name: 'a.pdf', size: SLIDES_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(slidesFileProblem({ name: 'a.pdf', size: SLIDES_MAX_BYTES + 1, type: 'application/pdf' })).toBe('tooLarge');
  });
});
