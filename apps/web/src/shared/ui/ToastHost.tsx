import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled build, instead of the default build, which writes its stylesheet into <head> when the
// container mounts: its variables sat on :root, so every element of the page had its style computed
// again (60-110 ms on a phone, with the page just adopted). Its stylesheet is the file, part of the
// page's own (app/main.tsx), with the variables moved onto the container (vite.config.ts,
// toastifyVariablesOnItsContainer).

/** docs/product.md#toasts: bottom centre, at most 5 at once, no progress bar, closed by a click; right to left. */
export default function ToastHost() {
  return <ToastContainer position="bottom-center" limit={5} hideProgressBar closeOnClick rtl theme="colored" />;
}
