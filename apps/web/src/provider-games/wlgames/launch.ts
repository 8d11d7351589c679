import type { LaunchParams } from './game';
import { gameLanguage } from './texts';

/**
 * The launch as game_url carries it: game and language in the query, the launch token in the
 * fragment, which the browser never sends to a server. The token then leaves the frame's address,
 * so nothing copies it from there.
 */
export function takeLaunch(location: Location, history: History): LaunchParams {
  const query = new URLSearchParams(location.search);
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { token, game: query.get('game'), language: gameLanguage(query.get('lang')) };
}
