import { useBalance } from '@/shared/session/get-balance';

/**
 * The header's balance figure, for a page test to see what the page's calls did to it. As in the
 * app, the cached balance is fetched again after an invalidation only while something shows it.
 */
export function HeaderBalance() {
  const balance = useBalance().data;
  return <output aria-label="Header balance">{balance === undefined ? '' : String(balance.balance)}</output>;
}

export const headerBalance = () => document.querySelector('output[aria-label="Header balance"]')?.textContent;
