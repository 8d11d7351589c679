import { PATHS } from '@/config/routes';

/** The wallet pages that send the player to add a bank account and expect them back. */
const RETURN_PATHS = [PATHS.deposit, PATHS.withdrawal, PATHS.bankDetails] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];

/** Router state of a link to /add-bank: where to go once the account is added. */
export function returnState(path: ReturnPath): { returnTo: ReturnPath } {
  return { returnTo: path };
}

/** The page to return to, from the router state; only the wallet's own pages are followed. */
export function returnPath(state: unknown): ReturnPath | undefined {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return RETURN_PATHS.find((path) => path === returnTo);
}
