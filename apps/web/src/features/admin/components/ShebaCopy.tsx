import { useRef } from 'react';
import { groupedSheba } from '@/shared/sheba';
import { t } from '@/shared/i18n';
import { toPersianDigits } from '@/shared/format';
import { toast } from '@/shared/toast';
import '../messages';

/**
 * A visitor's Sheba on a refund to pay by hand: grouped by four, left to right, and a button that
 * copies it as the bank's form takes it (IR and 24 ASCII digits). Without a clipboard (an insecure
 * page, a refusal) the number is selected for copying by hand.
 */
export function ShebaCopy({ iban, payment }: { iban: string; payment: number }) {
  const text = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(iban);
      toast.success(t('admin.refundIbanCopied'));
    } catch {
      const node = text.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      toast.info(t('admin.refundIbanNotCopied'));
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {/* At most 19 characters a line ('IR06 2960 0000 0010', then the rest): a narrow column stays narrow. */}
      <bdi ref={text} dir="ltr" className="inline-block max-w-[22ch] font-mono text-[0.8rem] font-semibold text-navy-900 select-all" data-testid="refund-iban">
        {groupedSheba(iban)}
      </bdi>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('admin.refundIbanCopyLabel', { id: toPersianDigits(payment) })}
        className="rounded-lg px-2 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-200 hover:bg-navy-50"
      >
        {t('admin.refundIbanCopy')}
      </button>
    </span>
  );
}
