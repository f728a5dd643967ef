import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import '@/styles/index.css';
import { Toasts } from '@/shared/ui/Toasts';
import { connectHttp } from './connect-http';
import { NavigationBridge } from './navigation';
import { AppRoutes } from './router';
import { restoreSession } from './restore-session';
import { makeStore } from './store';

const store = makeStore();
connectHttp(store);
void restoreSession(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </Provider>
  </StrictMode>,
);
