import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedFor, MIN_COMPRESSED_BYTES } from './compression.js';

const LARGE = Buffer.from(JSON.stringify({ statusCode: 1, games: Array.from({ length: 200 }, (_, index) => `game ${index}`) }));
const SMALL = Buffer.from('{"statusCode":1}');

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get('/large', async (_request, reply) => compressedFor(reply.type('application/json'), LARGE));
  app.get('/small', async (_request, reply) => compressedFor(reply.type('application/json'), SMALL));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressedFor', () => {
  it('sends Brotli when the caller accepts it, and the bytes decompress to the answer', async () => {
    expect(LARGE.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(LARGE.length / 2);
    expect(brotliDecompressSync(response.rawPayload).equals(LARGE)).toBe(true);
  });

  it('falls back to gzip when Brotli is not accepted or refused with q=0', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/large', header);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).equals(LARGE)).toBe(true);
    }
  });

  it('sends the bytes as they are without an accepted encoding, or when they are small', async () => {
    for (const [url, header] of [
      ['/large', undefined],
      ['/large', 'identity'],
      ['/large', 'deflate'],
      ['/small', 'br'],
    ] as const) {
      const response = await get(url, header);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(url === '/large' ? LARGE : SMALL)).toBe(true);
    }
  });

  it('compresses an answer once per encoding and sends the same copy again', async () => {
    const first = await get('/large', 'br');
    const second = await get('/large', 'br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
