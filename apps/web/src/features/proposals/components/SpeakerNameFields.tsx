import { cx } from '@/shared/ui/cx';
import { TextField } from '@/shared/ui/TextField';
import { nameFields, type SpeakerNames } from '../speaker-names';

/** The first and last name fields of useSpeakerNames, side by side from the small breakpoint up. */
export function SpeakerNameFields({ names, className }: { names: SpeakerNames; className?: string }) {
  return (
    <div className={cx('grid sm:grid-cols-2', className)}>
      {nameFields.map((field) => (
        <TextField key={field} {...names.field(field)} />
      ))}
    </div>
  );
}
