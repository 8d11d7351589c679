import { WLGAMES_BALANCE_MESSAGE, type WlgamesBalanceMessage } from '@wl/contract';

/** Tells the page that frames the game (the site's /playnow) the balance after a round; only a page of our origin hears it. */
export function postBalance(balance: number): void {
  if (window.parent === window) return;
  const message: WlgamesBalanceMessage = { type: WLGAMES_BALANCE_MESSAGE, balance };
  window.parent.postMessage(message, window.location.origin);
}
