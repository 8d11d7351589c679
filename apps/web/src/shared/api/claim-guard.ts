import { useCallback, useRef } from 'react';
import { failureOf } from './client';

/**
 * The refusals that mean the reward is already the player's: it was claimed in another tab, or a
 * second tap reached the server after the first was paid. The player got what they pressed for,
 * so a claim button shows these as claimed, never as an error.
 */
const ALREADY_PAID: ReadonlySet<string> = new Set(['alreadyClaimed', 'nothingToClaim']);

export function wasAlreadyClaimed(error: unknown): boolean {
  return ALREADY_PAID.has(failureOf(error)?.message ?? '');
}

/**
 * Starts a claim only when none of this button's is in flight. A mutation's isPending reaches the
 * screen a tick after mutate() (TanStack Query notifies its observers on a timer), so the button's
 * disabled attribute alone lets a fast double tap through as two calls; the ref is set at once.
 * The claim's own failure stays on the mutation, where the button reads it.
 */
export function useClaimGuard(): (claim: () => Promise<unknown>) => void {
  const inFlight = useRef(false);
  return useCallback((claim) => {
    if (inFlight.current) return;
    inFlight.current = true;
    claim()
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  }, []);
}
