import { createCipheriv, createDecipheriv, createHmac, hash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { fail } from './failure.js';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** A session token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  // One call, no Hash object: every player call hashes its session token.
  return hash('sha256', value, 'hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM under a key derived from the server secret and a purpose, for secrets the server
 * must read back (a staff member's TOTP secret): iv.tag.ciphertext, base64url.
 */
export function seal(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(serverSecret: string, purpose: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(serverSecret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

function sealKey(serverSecret: string, purpose: string): Buffer {
  return hash('sha256', `${purpose}\0${serverSecret}`, 'buffer');
}

/** Six digits from the CSPRNG. */
export function newTacCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const KEY_LENGTH = 32;

/** What a caller refused by a full queue is told to wait, in seconds: about the time the queue takes to drain. */
export const HASH_BUSY_RETRY_AFTER_SECONDS = 3;

/**
 * Bounds the work queued on a scarce resource: at most `concurrency` tasks run, at most
 * `maxWaiting` wait their turn in order, and any further one is refused at once with serverBusy.
 */
export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else fail('serverBusy', { retry_after: HASH_BUSY_RETRY_AFTER_SECONDS });
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** libuv's thread pool size: UV_THREADPOOL_SIZE, 4 when unset. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * scrypt runs on libuv's thread pool, which static file reads and compression use too: a flood of
 * logins that took every thread would stall the whole site. Password hashes get half the pool at
 * most, and a bounded queue behind it: 64 hashes, a few seconds' wait at the default cost.
 */
export const passwordHashing = new WorkSlots(Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)), 64);

/** scrypt$logN$r$p$salt$hash: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const [N, r, p] = [2 ** logN, 8, 1];
  const key = await passwordHashing.run(() =>
    scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }),
  );
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const N = 2 ** Number(logN);
  const key = await passwordHashing.run(() =>
    scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), KEY_LENGTH, {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: 256 * N * Number(r),
    }),
  );
  const wanted = Buffer.from(expected, 'base64url');
  return wanted.length === key.length && timingSafeEqual(wanted, key);
}
