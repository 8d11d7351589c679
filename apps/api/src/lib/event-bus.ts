import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

type Listener = (message: unknown) => void;

/**
 * Live events between the instances of an installation (a cashier decision, a new request): with
 * Redis, a message goes through Redis to every instance, this one included, so each subscriber
 * receives it exactly once wherever it was published; without Redis, within this process only.
 * Delivery is best effort: a reader that must not miss anything reads the database again on
 * (re)connection, which the back office and the player's pages do.
 */
export class EventBus {
  private readonly local = new EventEmitter();
  private readonly subscribed = new Set<string>();

  constructor(private readonly redis?: { publisher: Redis; subscriber: Redis; prefix: string }) {
    this.local.setMaxListeners(0);
    redis?.subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(redis.prefix)) return;
      try {
        this.local.emit(channel.slice(redis.prefix.length), JSON.parse(text));
      } catch {
        // a message this version cannot read is skipped
      }
    });
  }

  publish(channel: string, message: unknown): void {
    if (!this.redis) {
      this.local.emit(channel, message);
      return;
    }
    this.redis.publisher.publish(this.redis.prefix + channel, JSON.stringify(message)).catch(() => {});
  }

  /** Calls `listener` with each message of `channel` until the returned function is called. */
  subscribe(channel: string, listener: Listener): () => void {
    this.local.on(channel, listener);
    if (this.redis && !this.subscribed.has(channel)) {
      this.subscribed.add(channel);
      this.redis.subscriber.subscribe(this.redis.prefix + channel).catch(() => this.subscribed.delete(channel));
    }
    return () => this.local.off(channel, listener);
  }

  /** Subscribes again after Redis reconnects (the subscriber does not resubscribe by itself). */
  resubscribe(): void {
    if (!this.redis) return;
    for (const channel of this.subscribed) this.redis.subscriber.subscribe(this.redis.prefix + channel).catch(() => {});
  }
}
