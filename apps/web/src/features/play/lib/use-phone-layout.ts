import { BREAKPOINTS } from '@wl/contract/lite';
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = `(max-width: ${BREAKPOINTS.tablet - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide (below the tablet breakpoint), kept current as the screen turns or resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(PHONE_QUERY).matches ?? false);
}
