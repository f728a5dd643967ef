import { useGetAccessoriesQuery } from '@/shared/api/accessory';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { local } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { accessoryToggled, selectCart } from '../cart-slice';
import { GiftIcon } from '@/shared/ui/icons';

/** Optional extras bought with the cart: real checkboxes, styled as cards. */
export function AccessoryPicker() {
  const dispatch = useAppDispatch();
  const { selectedAccessories } = useAppSelector(selectCart);
  const { data: accessoryList = [], isFetching: accessoryLoading, isError: accessoryFailed, refetch } = useGetAccessoriesQuery();

  let body;
  if (accessoryLoading && accessoryList.length === 0) {
    body = <Spinner className="text-navy-400" label={t('cart.accessoriesLoading')} />;
  } else if (accessoryFailed && accessoryList.length === 0) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('cart.accessoriesFailed')}
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          {t('cart.retry')}
        </Button>
      </div>
    );
  } else if (accessoryList.length === 0) {
    body = <p className="text-sm text-navy-500">{t('cart.accessoriesEmpty')}</p>;
  } else {
    body = (
      // Sized by the card, not the window: beside the order summary the card is narrow even on a wide screen.
      <ul className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-3">
        {accessoryList.map((accessory) => (
          <li key={accessory.id}>
            <label className="flex h-full cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-navy-100 transition hover:ring-navy-300 has-checked:bg-accent-50 has-checked:ring-2 has-checked:ring-accent-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500">
              <input
                type="checkbox"
                name="accessories"
                value={accessory.id}
                checked={selectedAccessories.includes(accessory.id)}
                onChange={() => dispatch(accessoryToggled(accessory.id))}
                className="size-5 shrink-0 accent-navy-900 focus-visible:outline-none"
              />
              {accessory.img ? (
                <img src={accessory.img} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl bg-navy-50 object-contain p-1" />
              ) : (
                <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-400">
                  <GiftIcon className="size-7" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <Local value={local(accessory, 'name')} className="block font-semibold text-navy-950" />
                {accessory.description && <Local value={local(accessory, 'description')} className="line-clamp-2 block text-xs leading-5 text-navy-500" />}
                <span className="mt-1 block text-sm font-bold text-navy-800">{formatToman(accessory.price)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="@container">
      <legend className="text-lg font-bold text-navy-950">{t('cart.accessoriesTitle')}</legend>
      <p className="mb-4 mt-1 text-sm text-navy-500">{t('cart.accessoriesHint')}</p>
      {body}
    </fieldset>
  );
}
