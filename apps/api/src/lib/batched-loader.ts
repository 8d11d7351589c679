import DataLoader from 'dataloader';

/**
 * A DataLoader whose batches go out as soon as one of `concurrency` slots is free. A lookup on an
 * idle server is sent at once, alone; under load, the lookups that arrive while every slot is busy
 * wait together and go out as one query, so the number of database round trips stays near the
 * number of slots however many requests come in.
 */
export function batchedLoader<K, V>(loadMany: (keys: readonly K[]) => Promise<V[]>, concurrency: number): DataLoader<K, V> {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (busy < concurrency && waiting.length > 0) {
      busy++;
      // The batch takes every key requested before this tick ends.
      process.nextTick(waiting.shift() as () => void);
    }
  };
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await loadMany(keys);
      } finally {
        busy--;
        next();
      }
    },
    {
      // Each call must see the database as it is now, so nothing is remembered between batches.
      cache: false,
      batchScheduleFn: (dispatch) => {
        waiting.push(dispatch);
        next();
      },
    },
  );
}
