import type { QueryClient } from '@tanstack/react-query';
import type { PlayerBalance } from './get-balance';
import type { TokenWallet } from './get-token-wallet';
import { playerKeys } from './player-keys';

/** The figures a call's answer carries about the player's money and tokens; each one only when the answer has it. */
export interface WalletFigures {
  balance?: number;
  /** available tokens: the balance's `token` and the token wallet's `token_balance` are the same figure */
  tokens?: number;
  frozenTokens?: number;
}

function isComplete<T extends object>(figures: T): figures is { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.values(figures).every((figure) => figure !== undefined);
}

/**
 * Puts the figures a call answered into the cached balance and token wallet, so the header, the
 * account page and the mini game bar show them at once without asking the server again. A cache
 * that would still miss a figure is left as it is, for its first reader to fetch.
 */
export function showWalletFigures(queryClient: QueryClient, accountId: string, { balance, tokens, frozenTokens }: WalletFigures) {
  if (balance !== undefined || tokens !== undefined) {
    queryClient.setQueryData<PlayerBalance>(playerKeys.balance(accountId), (current) => {
      const next = { balance: balance ?? current?.balance, token: tokens ?? current?.token };
      return isComplete(next) ? next : current;
    });
  }
  if (tokens !== undefined || frozenTokens !== undefined) {
    queryClient.setQueryData<TokenWallet>(playerKeys.tokenWallet(accountId), (current) => {
      const next = { token_balance: tokens ?? current?.token_balance, frozen_token: frozenTokens ?? current?.frozen_token };
      return isComplete(next) ? next : current;
    });
  }
}
