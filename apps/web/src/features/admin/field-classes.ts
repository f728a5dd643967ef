import { inputClasses } from '@/shared/ui/TextField';

/**
 * A select styled like the text inputs. Chromium counts a <select> as :read-only, which would give
 * it the read-only grey of inputClasses; a select is never read-only here.
 */
export const selectClasses = inputClasses.replace(/\s*read-only:\S+/g, '');
