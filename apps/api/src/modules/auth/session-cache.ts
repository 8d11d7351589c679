/**
 * The session lookups of calls that only show what they read (get_balance, which every player page
 * polls), kept in memory by session token, so that a call answered from memory hashes nothing (the
 * database keeps only the token's SHA-256; the tokens here are in memory only, as in the requests
 * that bring them, for at most `maxAgeMs`). An entry is dropped as soon as its player changes (the
 * wallet's balances, a session's end, the account's status): `playerChanged` is called from the
 * database's change feed and by the code that moved the money. While the feed is not connected
 * nothing is kept, since its messages are lost meanwhile; and no entry outlives `maxAgeMs`, the
 * bound on staleness should a message be lost anyway.
 *
 * A lookup that was in flight when its player changed may have read the old rows: it is not kept.
 * Each change takes the next number of a sequence, and a lookup is kept only when no change of its
 * player is numbered after the lookup started.
 */
const FORGET_CHANGES_PAST = 1_000;

export class SessionCache<Row extends { player: { id: number } }> {
  private readonly entries = new Map<string, { row: Row; storedAt: number }>();
  private readonly tokensOfPlayer = new Map<number, Set<string>>();
  private changeCount = 0;
  /** Lookups that started at this change count or later may be kept: none while the feed is down. */
  private keepFrom = Number.POSITIVE_INFINITY;
  /** The number of the latest change of each player changed while a lookup was in flight. */
  private readonly latestChange = new Map<number, number>();
  /** How many lookups that started at each change count are in flight. */
  private readonly lookupsFrom = new Map<number, number>();
  /** latestChange is pruned when it grows past this; it doubles when pruning leaves it large. */
  private pruneAt = FORGET_CHANGES_PAST;

  constructor(private readonly options: { maxAgeMs: number; maxEntries: number; now: () => number }) {}

  /** The entry of a token, if it is kept and young enough. */
  get(token: string): Row | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.options.now() - entry.storedAt < this.options.maxAgeMs) return entry.row;
    this.drop(token, entry.row.player.id);
    return undefined;
  }

  /** Looks a token up with `read` and keeps what it found, unless its player changed meanwhile. */
  async read(token: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const startedAt = this.changeCount;
    this.lookupsFrom.set(startedAt, (this.lookupsFrom.get(startedAt) ?? 0) + 1);
    let row: Row | undefined;
    try {
      row = await read();
      if (row && startedAt >= this.keepFrom && (this.latestChange.get(row.player.id) ?? 0) <= startedAt) {
        this.keep(token, row);
      }
    } finally {
      this.lookupFinished(startedAt);
    }
    return row;
  }

  playerChanged(playerId: number): void {
    this.changeCount++;
    if (this.lookupsFrom.size > 0) this.latestChange.set(playerId, this.changeCount);
    const tokens = this.tokensOfPlayer.get(playerId);
    if (!tokens) return;
    for (const token of tokens) this.entries.delete(token);
    this.tokensOfPlayer.delete(playerId);
  }

  /** The feed listens (again): lookups that start from now on may be kept. */
  feedUp(): void {
    this.changeCount++;
    this.keepFrom = this.changeCount;
  }

  /** The feed is lost: what is kept may miss a change from now on, and nothing is kept until it is back. */
  feedDown(): void {
    this.keepFrom = Number.POSITIVE_INFINITY;
    this.entries.clear();
    this.tokensOfPlayer.clear();
  }

  private keep(token: string, row: Row): void {
    const previous = this.entries.get(token);
    if (previous) this.drop(token, previous.row.player.id);
    if (this.entries.size >= this.options.maxEntries) {
      const [oldestToken, oldest] = this.entries.entries().next().value as [string, { row: Row }];
      this.drop(oldestToken, oldest.row.player.id);
    }
    this.entries.set(token, { row, storedAt: this.options.now() });
    const tokens = this.tokensOfPlayer.get(row.player.id);
    if (tokens) tokens.add(token);
    else this.tokensOfPlayer.set(row.player.id, new Set([token]));
  }

  private drop(token: string, playerId: number): void {
    this.entries.delete(token);
    const tokens = this.tokensOfPlayer.get(playerId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOfPlayer.delete(playerId);
  }

  /**
   * Changes numbered at or before the start of every lookup still in flight can no longer stop one
   * from being kept; they are forgotten once there are many, so that a lookup costs the same
   * however many players change.
   */
  private lookupFinished(startedAt: number): void {
    const left = (this.lookupsFrom.get(startedAt) ?? 1) - 1;
    if (left > 0) this.lookupsFrom.set(startedAt, left);
    else this.lookupsFrom.delete(startedAt);
    if (this.lookupsFrom.size === 0) {
      this.latestChange.clear();
      this.pruneAt = FORGET_CHANGES_PAST;
    } else if (this.latestChange.size > this.pruneAt) {
      const oldestInFlight = Math.min(...this.lookupsFrom.keys());
      for (const [playerId, change] of this.latestChange) if (change <= oldestInFlight) this.latestChange.delete(playerId);
      this.pruneAt = Math.max(FORGET_CHANGES_PAST, 2 * this.latestChange.size);
    }
  }
}
