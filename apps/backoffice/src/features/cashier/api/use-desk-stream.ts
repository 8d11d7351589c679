import { useQueryClient } from '@tanstack/react-query';
import { cashierDesk } from '@wl/contract';
import { useEffect, useRef, useState } from 'react';
import { refreshMember } from '@/shared/session/member';
import { CASHIER_KEY } from './get-queue';

/** An event of the stream; null for one this version cannot read (the queue is read again all the same). */
function eventOf(data: string): cashierDesk.CashierDeskEvent | null {
  try {
    const parsed = cashierDesk.cashierDeskEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** connecting: not yet open; live: events arrive; reconnecting: the browser is trying again; closed: the server refused it. */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * The desk's live stream (server-sent events): each event reads the queue again, and the requests
 * that arrived are passed to `onCreated` so the desk can mark them new. Opening (and every reopening
 * after a lost connection) reads the queue again too, since events sent meanwhile are gone. A
 * stream the server closes for good (the session ended) has the app check who is signed in.
 */
export function useDeskStream(onCreated: (requestId: number) => void): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const created = useRef(onCreated);
  created.current = onCreated;

  useEffect(() => {
    const source = new EventSource(cashierDesk.CASHIER_DESK_STREAM_PATH);
    const readQueue = () => void queryClient.invalidateQueries({ queryKey: CASHIER_KEY });
    source.onopen = () => {
      setState('live');
      readQueue();
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = eventOf(message.data);
      if (event?.type === 'request_created') created.current(event.request_id);
      readQueue();
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        setState('closed');
        void refreshMember(queryClient);
      } else setState('reconnecting');
    };
    return () => source.close();
  }, [queryClient]);

  return state;
}
