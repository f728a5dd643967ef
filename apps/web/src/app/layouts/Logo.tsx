import { Link } from 'react-router';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { festivalNameOf } from '@/shared/festival-facts';
import { getLocale, t } from '@/shared/i18n';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const name = festivalNameOf(useGetFestivalQuery().data);
  return (
    <Link to="/" onClick={onNavigate} className="group flex items-center gap-2.5 rounded-xl">
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 transition group-hover:-rotate-6" />
      {/* On a phone the name may take two lines beside the buttons; from 1024 px the row has room for one. */}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.95rem] font-extrabold text-white sm:text-base lg:whitespace-nowrap">{name}</span>
        {/* The name in the other language: Latin under the Persian name, Persian under the English one. */}
        <span lang={getLocale() === 'fa' ? 'en' : 'fa'} className="hidden text-xs text-navy-300 sm:block lg:whitespace-nowrap">
          {t('common.festivalNameOther')}
        </span>
      </span>
    </Link>
  );
}
