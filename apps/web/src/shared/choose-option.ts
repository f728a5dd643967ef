import { fireEvent } from '@testing-library/preact';

/**
 * Picks an option of a `<select>` in a component test as a browser does: the value, then `change`.
 * Not `fireEvent.change`: under preact/compat, @testing-library/preact turns every `change` into an
 * `input` (right for text fields, whose onChange compat listens to as `input`), but compat still
 * listens to a select's onChange as `change`, so the pick would never arrive.
 */
export function chooseOption(select: HTMLElement, value: string) {
  (select as HTMLSelectElement).value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
}
