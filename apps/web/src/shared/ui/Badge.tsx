import type { HTMLAttributes } from 'react';
import { cx } from './cx';

type Tone = 'navy' | 'accent' | 'green' | 'red' | 'gray';

const tones: Record<Tone, string> = {
  navy: 'bg-navy-100 text-navy-800',
  accent: 'bg-accent-100 text-accent-700',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-gray-100 text-gray-700',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

export function Badge({ tone = 'navy', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}
      {...rest}
    />
  );
}
