/**
 * In-process cache for site-level reads (startup, SEO, hot games, CMS). Entries are grouped by
 * site so an operator change drops everything of that site at once; with several instances the
 * invalidation is fanned out over Redis by the caller, and the TTL bounds staleness regardless.
 * Some keys come from request bodies (an SEO page name), so the number of entries is bounded too:
 * past it the oldest entry goes first.
 */
export class SiteCache {
  private readonly entries = new Map<string, { kept: Promise<unknown>; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * A kept value comes back as the settled promise it was kept as: a hit allocates nothing and runs
   * no async function, and every player call looks its site up here.
   */
  get<T>(siteId: number | string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${siteId}:${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.expires > Date.now()) return hit.kept as Promise<T>;
    return this.load(id, load);
  }

  private async load<T>(id: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { kept: Promise.resolve(value), expires: Date.now() + this.ttlMs });
    return value;
  }

  invalidate(siteId?: number | string): void {
    if (siteId === undefined) {
      this.entries.clear();
      return;
    }
    const prefix = `${siteId}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
