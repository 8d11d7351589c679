export { PlayerPage } from './components/player-page';
export { PlayersPage } from './components/players-page';
