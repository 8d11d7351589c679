import DataLoader from 'dataloader';

export interface BatchedLoaderOptions {
  /** batches in flight at once */
  concurrency: number;
  /**
   * Whether a failure also fails, at once and without a query of their own, the batches that were
   * waiting for a free slot when it came: for failures the next query would meet again after the
   * same wait (no connection within the connection timeout), so no call waits twice that long.
   */
  sharesFailure?: (error: unknown) => boolean;
}

/**
 * A DataLoader whose batches go out as soon as one of `concurrency` slots is free. A lookup on an
 * idle server is sent at once, alone; under load, the lookups that arrive while every slot is busy
 * wait together and go out as one query, so the number of database round trips stays near the
 * number of slots however many requests come in.
 */
export function batchedLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<V[]>,
  { concurrency, sharesFailure = () => false }: BatchedLoaderOptions,
): DataLoader<K, V> {
  let busy = 0;
  const waiting: { dispatch: () => void; failure?: { error: unknown } }[] = [];
  /** the shared failure of the batch being dispatched, read by the batch function as it starts */
  let dispatchedFailure: { error: unknown } | undefined;
  const next = () => {
    while (busy < concurrency && waiting.length > 0) {
      busy++;
      const batch = waiting.shift() as (typeof waiting)[number];
      // The batch takes every key requested before this tick ends.
      process.nextTick(() => {
        dispatchedFailure = batch.failure;
        batch.dispatch();
        dispatchedFailure = undefined;
      });
    }
  };
  return new DataLoader<K, V>(
    async (keys) => {
      const inherited = dispatchedFailure;
      try {
        if (inherited) throw inherited.error;
        return await loadMany(keys);
      } catch (error) {
        if (!inherited && sharesFailure(error)) for (const batch of waiting) batch.failure ??= { error };
        throw error;
      } finally {
        busy--;
        next();
      }
    },
    {
      // Each call must see the database as it is now, so nothing is remembered between batches.
      cache: false,
      batchScheduleFn: (dispatch) => {
        waiting.push({ dispatch });
        next();
      },
    },
  );
}
