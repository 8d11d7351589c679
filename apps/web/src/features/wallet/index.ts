/** What the wallet offers the rest of the app: the player's cashier terms, for the /banking page. */
export { WalletLimitsPanel } from './components/wallet-limits-panel';
