import { wlgamesBalanceMessage } from '@wl/contract';
import { type RefObject, useEffect } from 'react';

/**
 * Calls onRound when the game in the frame reports a finished round: only messages of our own
 * origin, from that frame, in the wl:balance shape count. The figure itself is not trusted; the
 * caller asks the server for the balance.
 */
export function useGameBalanceMessages(frame: RefObject<HTMLIFrameElement | null>, onRound: () => void): void {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (wlgamesBalanceMessage.safeParse(event.data).success) onRound();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, onRound]);
}
