import { addArea, t } from './i18n';
import { lineIcon, type IconProps } from './ui/icons';
import { certificates } from './i18n/fa/certificates';
import type { CertificateKind } from './api/certificates';

/**
 * The certificates' strings (the visitor's list, the public check page, the kind's name in the
 * console), in a chunk of their own: the pages that show a certificate import this module first, so
 * the area is registered (and, on the English site, its English fetched) before their first render.
 * Their icons are here too, so that the pages every visitor loads do not carry them.
 */
await addArea('certificates', certificates, () => import('./i18n/en/certificates').then((module) => module.certificates));

/** "گواهی حضور" / "گواهی ارائه" ("Certificate of attendance" / "of presenting"). */
export const certificateKindLabel = (kind: CertificateKind) => t(kind === 'PRESENTER' ? 'certificates.kindPresenter' : 'certificates.kindAttendance');

/** A rosette with a tick: a certificate (decorative, like every line icon: the text beside it says what it is). */
export const AwardIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="M9.5 8.8l1.7 1.7 3.3-3.3" />
    <path d="M8.5 13.3 7 21l5-2.5 5 2.5-1.5-7.7" />
  </svg>
);

/** A shield with a tick: the check page's "valid". */
export const ShieldCheckIcon = ({ className = 'size-10' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </svg>
);

/** A shield with a cross: the check page's "revoked". */
export const ShieldCrossIcon = ({ className = 'size-10' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m9.5 9.5 5 5m0-5-5 5" />
  </svg>
);

/** A shield with a question mark: no certificate has the code. */
export const ShieldQuestionIcon = ({ className = 'size-10' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="M10 9.8a2.1 2.1 0 1 1 2.9 1.9c-.6.3-.9.8-.9 1.4v.4M12 15.8v.2" />
  </svg>
);
