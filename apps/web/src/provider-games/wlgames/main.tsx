import '../../browser-setup';
import '../../styles/themes.css';
import './wlgames.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WlgamesGame } from './game';
import { takeLaunch } from './launch';
import { HTML_LANG } from './texts';
import { framingSiteTheme } from './theme';

const launch = takeLaunch(window.location, window.history);
document.documentElement.lang = HTML_LANG[launch.language];
const siteTheme = framingSiteTheme(window);
if (siteTheme) document.body.className = siteTheme;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WlgamesGame launch={launch} />
  </StrictMode>,
);
