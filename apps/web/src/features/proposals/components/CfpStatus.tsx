import { useState } from 'react';
import type { Cfp } from '@/shared/api/proposals';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { cfpWindow, cfpWindowText } from '../cfp-window';

/** Where the call stands, in one line: green while open (until when), amber otherwise (when it opens, or that it closed). */
export function CfpStatus({ cfp }: { cfp: Cfp }) {
  // The page's moment: whether the opening is ahead or the close behind (the server's is_open decides open).
  const [now] = useState(() => Date.now());
  const window = cfpWindow(cfp, now);
  const open = window.kind === 'open';
  return (
    <div
      role="status"
      data-testid="cfp-status"
      className={cx(
        'mb-6 flex items-start gap-3 rounded-xl px-4 py-3 text-sm leading-6',
        open ? 'bg-green-50 text-green-900 ring-1 ring-green-200' : 'bg-accent-50 text-navy-900 ring-1 ring-accent-200',
      )}
    >
      <span aria-hidden="true" className={cx('mt-2 size-2.5 shrink-0 rounded-full', open ? 'bg-green-600' : 'bg-accent-500')} />
      <div>
        <p className="font-semibold">{cfpWindowText(window)}</p>
        {!open && <p>{t('proposals.cfpClosedHint')}</p>}
      </div>
    </div>
  );
}
