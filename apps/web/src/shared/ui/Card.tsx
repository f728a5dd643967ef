import type { HTMLAttributes } from 'react';
import { cx } from './cx';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
  padded?: boolean;
}

export function Card({ as: Tag = 'div', padded = true, className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx('rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100', padded && 'p-5 sm:p-7', className)}
      {...rest}
    />
  );
}
