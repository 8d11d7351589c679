/**
 * Group commit for wallet calls (issue 16). A call is sent at once while fewer than `maxInFlight`
 * statements are running; when all are busy, the calls that arrive meanwhile (of any player) wait
 * and then go together in one statement: one round trip and one commit for all of them. A quiet
 * wallet answers as fast as before; a busy one does fewer, fuller commits instead of queueing for
 * pool connections one call at a time.
 *
 * A player is in at most one statement at a time, and their calls are applied in the order they
 * arrived. Two statements running at once therefore never hold the same wallet, so they cannot
 * deadlock on each other however their players are ordered.
 */
export interface GroupCommitOptions {
  /** statements running at once; the rest of the pool stays free for every other query */
  maxInFlight: number;
  /** calls in one statement */
  maxBatch: number;
}

interface Waiting<Item, Row> {
  item: Item;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

/**
 * `apply` runs the items in one statement and answers one row per item, in their order; an item
 * without a row, or a statement that fails, rejects its callers (and only them).
 */
export function createGroupCommit<Item extends { player: number }, Row>(
  apply: (items: Item[]) => Promise<Array<Row | undefined>>,
  options: GroupCommitOptions,
) {
  const waitingByPlayer = new Map<number, Array<Waiting<Item, Row>>>();
  /** players with waiting calls and none in a running statement, in the order they became ready */
  const ready = new Set<number>();
  const running = new Set<number>();
  let inFlight = 0;

  function nextBatch(): { batch: Array<Waiting<Item, Row>>; players: number[] } {
    const batch: Array<Waiting<Item, Row>> = [];
    const players: number[] = [];
    for (const player of ready) {
      const queue = waitingByPlayer.get(player)!;
      batch.push(...queue.splice(0, options.maxBatch - batch.length));
      if (queue.length === 0) waitingByPlayer.delete(player);
      ready.delete(player);
      running.add(player);
      players.push(player);
      if (batch.length >= options.maxBatch) break;
    }
    return { batch, players };
  }

  async function run(batch: Array<Waiting<Item, Row>>, players: number[]): Promise<void> {
    try {
      const rows = await apply(batch.map((entry) => entry.item));
      for (const [index, entry] of batch.entries()) {
        const row = rows[index];
        if (row === undefined) entry.reject(new Error('the wallet statement answered no row for this call'));
        else entry.resolve(row);
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      inFlight -= 1;
      for (const player of players) {
        running.delete(player);
        if (waitingByPlayer.has(player)) ready.add(player);
      }
      pump();
    }
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && ready.size > 0) {
      const { batch, players } = nextBatch();
      inFlight += 1;
      void run(batch, players);
    }
  }

  return {
    submit(item: Item): Promise<Row> {
      return new Promise<Row>((resolve, reject) => {
        const queue = waitingByPlayer.get(item.player);
        if (queue) queue.push({ item, resolve, reject });
        else waitingByPlayer.set(item.player, [{ item, resolve, reject }]);
        if (!running.has(item.player)) ready.add(item.player);
        pump();
      });
    },
  };
}
