import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import '@/styles/index.css';
import { Toasts } from '@/shared/ui/Toasts';
import { connectHttp } from './connect-http';
import { router } from './router';
import { store } from './store';

connectHttp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>
  </StrictMode>,
);
