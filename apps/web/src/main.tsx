import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupFailure } from './app/startup-failure';
import { useSiteStore } from './features/site/store';
import { applyBodyTheme } from './features/site/theme';
import { callApi, succeeded } from './shared/api/client';
import { i18next, initI18n, storedLanguage } from './shared/i18n';

/** Startup (spec section 4): the site decides template, colours and language before the first render. */
async function bootstrap(): Promise<void> {
  const chosen = storedLanguage();
  const [startup] = await Promise.all([
    callApi('startup', { domain_name: window.location.hostname }, { silent: true }),
    initI18n(chosen ?? 'EN'),
  ]);
  const site = useSiteStore.getState();
  if (succeeded(startup)) site.applyStartup(startup);
  else site.reset(startup.message);

  const { status, template, site: info, language } = useSiteStore.getState();
  if (!chosen && language !== 'EN') await i18next.changeLanguage(language);
  if (template && info) applyBodyTheme(template, info.theme_color);

  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>{status === 'failed' ? <StartupFailure message={useSiteStore.getState().message} /> : <App />}</StrictMode>,
  );
}

bootstrap().catch((error: unknown) => console.error('App initialisation failed', error));
