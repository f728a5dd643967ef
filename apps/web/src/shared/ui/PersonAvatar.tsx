import { cx } from './cx';

type Size = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<Size, string> = {
  sm: 'size-8 text-xs',
  md: 'size-11 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
};

/** Brand-friendly backgrounds for initials; a name always gets the same one. */
const palette = [
  'bg-navy-700 text-white',
  'bg-accent-300 text-navy-950',
  'bg-teal-600 text-white',
  'bg-rose-600 text-white',
  'bg-violet-600 text-white',
  'bg-emerald-600 text-white',
];

function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length];
}

/**
 * "سارا محمدی" -> "س‌م": the first letter of the first and last words. Persian letters join their
 * neighbours, so a zero-width non-joiner keeps the two initials apart as separate letters.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return last ? `${first}\u200c${last}` : first;
}

interface PersonAvatarProps {
  name: string;
  src?: string | null;
  size?: Size;
  className?: string;
  /** Empty by default: the name is written next to the picture, so reading it twice helps no one. */
  alt?: string;
}

export function PersonAvatar({ name, src, size = 'md', className, alt = '' }: PersonAvatarProps) {
  const box = cx('inline-grid shrink-0 place-items-center overflow-hidden rounded-full ring-2 ring-white', sizes[size], className);
  if (src) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" className={cx(box, 'bg-navy-100 object-cover')} />;
  }
  return (
    <span role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} className={cx(box, 'font-bold', paletteFor(name))}>
      {initials(name)}
    </span>
  );
}
