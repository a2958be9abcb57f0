import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isBotUserAgent } from './app/userAgent';
import './app/global.css';

// Crawlers and prerender services read the static HTML; the app is not mounted for them (spec 2.1).
if (!isBotUserAgent(navigator.userAgent)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
