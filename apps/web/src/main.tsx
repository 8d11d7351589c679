import './browser-setup';
import './styles/base.css';
import { STARTUP_ANSWER_ELEMENT_ID, type StartupResponse } from '@wl/contract/lite';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useSiteStore } from '@/shared/session/site-store';
import { App } from './app/app';
import { importTemplateLayout } from './app/layouts';
import { PAGE_MODULES } from './app/pages';
import { StartupFailure } from './app/startup-failure';
import { startPreview } from './features/site/preview';
import { applyBodyTheme } from './features/site/theme';
import { call, failureOf, loadCallSchemas } from './shared/api/client';
import { initI18n, startLanguage } from './shared/i18n';

/** The startup answer the server wrote into the page, if it did (it does for every known site). */
function writtenStartup(): StartupResponse | undefined {
  const block = document.getElementById(STARTUP_ANSWER_ELEMENT_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as StartupResponse) : undefined;
}

/**
 * Startup (spec-coverage S4.6): the site decides template, colours and language before the first
 * render. The answer is usually in the page already (checked by the server's response schema
 * when it was written), so the texts of the right language, the layout and the page's module
 * are all fetched at once.
 */
async function bootstrap(): Promise<void> {
  const site = useSiteStore.getState();
  try {
    site.applyStartup(writtenStartup() ?? (await call('startup', { domain_name: window.location.hostname })));
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    site.reset(failure.message);
  }

  const { status, template, site: info, language } = useSiteStore.getState();
  const texts = initI18n(startLanguage(language));
  // Fetched early only; a failure here is left to the real load, which reports it. The schemas
  // are needed by the page's first calls, so they load (and compile) while the texts do.
  importTemplateLayout().catch(() => {});
  PAGE_MODULES[window.location.pathname]?.().catch(() => {});
  loadCallSchemas().catch(() => {});
  await texts;
  if (template && info) applyBodyTheme(template, info.theme_color);
  // In the back office's preview frame only: the unsaved look its parent posts (decision 0151).
  startPreview();

  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render is cut into short tasks, so input is never blocked for long.
  startTransition(() => {
    root.render(
      <StrictMode>{status === 'failed' ? <StartupFailure message={useSiteStore.getState().message} /> : <App />}</StrictMode>,
    );
  });
}

bootstrap().catch((error: unknown) => console.error('App initialisation failed', error));
