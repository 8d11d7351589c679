import {
  isThemeCode,
  PAGE_PRELOADER_ELEMENT_ID,
  STARTUP_ANSWER_ELEMENT_ID,
  type StartupResponse,
  themeClassName,
} from '@wl/contract';
import { escapeHtml } from '../lib/html.js';

/**
 * A site's page: the built index.html with what the browser can show before the app runs.
 * - The startup answer before </head>, as a data block the browser never runs (so the CSP is not
 *   involved), so the app starts without that call. "<" is escaped inside the JSON, so no text of
 *   the answer can close the tag.
 * - The body's theme classes, so anything painted before the app has the site's colours.
 * - For a site with show_preloader, its branded loading screen (logo1, else the logo text or the
 *   site name, over a progress bar), painted with the first bytes and taken away by the app when it
 *   shows. It is decoration for sighted visitors; the page title says the page is loading.
 */
export function sitePage(indexHtml: string, startup: Buffer): string {
  const text = startup.toString('utf8');
  const page = indexHtml.replace(
    '</head>',
    `<script id="${STARTUP_ANSWER_ELEMENT_ID}" type="application/json">${text.replaceAll('<', '\\u003c')}</script></head>`,
  );
  const { site } = JSON.parse(text) as Partial<StartupResponse>;
  if (!site || !isThemeCode(site.theme_code)) return page;
  const bodyClass = escapeHtml(themeClassName(site.theme_code, site.theme_color));
  return page.replace('<body>', `<body class="${bodyClass}">${site.show_preloader ? preloader(site) : ''}`);
}

function preloader(site: StartupResponse['site']): string {
  const wordmark = escapeHtml(site.logo_text || site.site_name);
  const brand = site.logo1
    ? `<img class="preloader-logo" src="${escapeHtml(site.logo1)}" alt="${wordmark}">`
    : `<p class="preloader-wordmark">${wordmark}</p>`;
  return `<div id="${PAGE_PRELOADER_ELEMENT_ID}" class="preloader preloader-overlay" aria-hidden="true">${brand}<div class="preloader-progress"><span class="preloader-progress-bar"></span></div></div>`;
}
