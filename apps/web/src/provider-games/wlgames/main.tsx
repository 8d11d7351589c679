import '../../browser-setup';
import './wlgames.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WlgamesGame } from './game';
import { takeLaunch } from './launch';
import { HTML_LANG } from './texts';

const launch = takeLaunch(window.location, window.history);
document.documentElement.lang = HTML_LANG[launch.language];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WlgamesGame launch={launch} />
  </StrictMode>,
);
