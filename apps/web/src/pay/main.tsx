import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PayApp } from './pay-app';
import './pay.css';

/** The hosted pay page (/pay/:token): its own small entry, without the portal's UI kit. */
const token = decodeURIComponent(location.pathname.split('/')[2] ?? '');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PayApp token={token} />
    </StrictMode>,
  );
}
