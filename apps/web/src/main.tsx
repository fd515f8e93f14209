import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPageOf } from './app/routes.tsx';
import { initialLanguage, loadStartCatalogue } from './i18n/i18n.tsx';
import { clientState } from './lib/api-client.ts';
import { startInstallableApp } from './lib/install-app.ts';
import './styles/tokens.css';
import './styles/base.css';

async function start(): Promise<void> {
  preloadPageOf(window.location.pathname);
  const lang = initialLanguage();
  clientState.language = lang;
  const catalogue = await loadStartCatalogue(lang);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <App initial={{ lang, catalogue }} />
    </StrictMode>,
  );
}

startInstallableApp();
void start();
