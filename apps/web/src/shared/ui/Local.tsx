import { Fragment } from 'react';
import { listComma } from '../format';
import type { LocalText } from '../i18n/content';
import { persianMark } from '../i18n/content';

/**
 * A piece of the festival's content in the language shown (shared/i18n/content.ts): marked
 * `lang="fa" dir="rtl"` where the English site falls back to the Persian, so that it is spoken and
 * laid out as Persian (the marked element is isolated from the English around it).
 */
export function Local({ value, className }: { value: LocalText; className?: string }) {
  return (
    <span className={className} {...persianMark(value)}>
      {value.text}
    </span>
  );
}

/** Several pieces of content in a row, separated as a list is in the language shown ('، ' or ', '). */
export function LocalList({ values }: { values: readonly LocalText[] }) {
  return (
    <>
      {values.map((value, i) => (
        <Fragment key={i}>
          {i > 0 && listComma()}
          <Local value={value} />
        </Fragment>
      ))}
    </>
  );
}
