import { useEffect, useRef } from 'react';
import { useUpdateUserMutation } from '@/shared/api/users';
import { getLocale, t } from '@/shared/i18n';
import { chooseLocale } from '@/shared/i18n/locale-choice';
import { useSession } from '@/shared/store/session';
import { cx } from '@/shared/ui/cx';

/** Set by a press, read by the switch mounted again in the new language: focus stays where it was. */
let refocus = false;

/**
 * The language switch in the header: names the other language in that language ("English" on the
 * Persian site, "فارسی" on the English one), so a reader of either finds it. For a signed-in visitor
 * the choice is also the language of their e-mails (the profile's `language`).
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const other = getLocale() === 'fa' ? 'en' : 'fa';
  const button = useRef<HTMLButtonElement>(null);
  const { isAuthenticated, phoneNumber } = useSession();
  const [updateUser] = useUpdateUserMutation();
  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    button.current?.focus();
  }, []);
  return (
    <button
      ref={button}
      type="button"
      title={t('common.languageSwitchLabel')}
      data-testid="locale-switch"
      onClick={() => {
        refocus = true;
        void chooseLocale(other);
        // A signed-in visitor's e-mails follow: the choice is saved to the profile (a failure only
        // leaves them in the earlier language, so nothing is said).
        if (isAuthenticated && phoneNumber) void updateUser({ phone: phoneNumber, update: { language: other } });
      }}
      className={cx('grid h-11 min-w-11 place-items-center rounded-xl px-2.5 text-sm font-semibold text-white ring-1 ring-white/15 transition hover:bg-white/10', className)}
    >
      <span lang={other} dir={other === 'en' ? 'ltr' : 'rtl'}>
        {t('common.languageSwitch')}
      </span>
    </button>
  );
}
