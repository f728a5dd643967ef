import { ToastContainer } from 'react-toastify';

/** docs/product.md#toasts: bottom centre, at most 5 at once, no progress bar, closed by a click; right to left. */
export default function ToastHost() {
  return <ToastContainer position="bottom-center" limit={5} hideProgressBar closeOnClick rtl theme="colored" />;
}
