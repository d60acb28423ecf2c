import './app/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readCspNonce, stampStyleNonces } from './frame/csp-nonce.ts';

const nonce = readCspNonce();
if (nonce) stampStyleNonces(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App nonce={nonce} />
  </StrictMode>,
);
