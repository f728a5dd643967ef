import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import WorkshopPage from '@/features/presentations/pages/WorkshopPage';

/** The programme's workshop page with the cart's buy button: two features joined here, in app/. */
export default function WorkshopRoute() {
  return <WorkshopPage cartAction={(presentation) => <AddToCartButton presentation={presentation} />} />;
}
