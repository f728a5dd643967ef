import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/shared/i18n';
import { local, persianMark } from '@/shared/i18n/content';
import { cx } from '@/shared/ui/cx';
import { ChevronIcon } from '@/shared/ui/icons';
import { RichText } from '@/shared/ui/RichText';
import { nextHeaderIndex } from '../accordion-keys';
import type { Faq } from '@/shared/api/faq';

/**
 * The WAI-ARIA accordion: each question is a real button (Enter and Space toggle it) in a heading,
 * with aria-expanded and aria-controls; each answer a region labelled by its question. Up/Down,
 * Home and End move between questions. Several answers may be open at once.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextHeaderIndex(event.key, index, faqs.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-navy-100 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100">
      {faqs.map((faq, index) => {
        const expanded = open.has(faq.id);
        const question = local(faq, 'question');
        const answer = local(faq, 'answer');
        const buttonId = `${baseId}-q${faq.id}`;
        const panelId = `${baseId}-a${faq.id}`;
        return (
          <div key={faq.id} className={cx('transition-colors', expanded && 'bg-navy-50/50')}>
            <h2>
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center gap-4 px-5 py-5 text-start text-base leading-7 font-bold text-navy-950 hover:bg-navy-50 focus-visible:-outline-offset-2 sm:px-7 sm:text-lg"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-8 shrink-0 place-items-center rounded-full text-sm font-black transition',
                    expanded ? 'bg-accent-400 text-navy-950' : 'bg-navy-100 text-navy-600',
                  )}
                >
                  {t('programme.faqMark')}
                </span>
                <span className="flex-1" {...persianMark(question)}>
                  {question.text}
                </span>
                <ChevronIcon className={cx('size-5 shrink-0 text-navy-400 transition-transform duration-200', expanded && 'rotate-180')} />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-6 sm:ps-[4.75rem] sm:pe-7">
              {/* The answer is HTML the server sanitised (docs/api.md#catalogue); RichText renders it. */}
              <RichText html={answer.text} {...persianMark(answer)} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
