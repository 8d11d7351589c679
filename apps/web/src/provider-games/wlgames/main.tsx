import '../../browser-setup';
import './wlgames.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WlgamesGame } from './game';
import { gameLanguage, HTML_LANG } from './texts';

const query = new URLSearchParams(window.location.search);
const language = gameLanguage(query.get('lang'));
document.documentElement.lang = HTML_LANG[language];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WlgamesGame launch={{ token: query.get('token'), game: query.get('game'), language }} />
  </StrictMode>,
);
