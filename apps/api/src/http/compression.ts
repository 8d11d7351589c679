import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** Answers shorter than this go as they are: compressing them would save less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

const copiesOf = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

/**
 * The bytes to send for an answer that is served many times (a cached site read, a site's page),
 * compressed as the caller accepts: Brotli, else gzip, else as they are. The compressed copies are
 * kept beside the answer's bytes in a WeakMap, so each answer is compressed at most once per
 * encoding and its copies go when the site cache drops it.
 */
export function compressedFor(reply: FastifyReply, bytes: Buffer): Buffer {
  reply.header('vary', 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  if (!accepted || bytes.length < MIN_COMPRESSED_BYTES) return bytes;
  const encoding = negotiate(accepted, ENCODINGS);
  if (!encoding) return bytes;
  let copies = copiesOf.get(bytes);
  if (!copies) {
    copies = {};
    copiesOf.set(bytes, copies);
  }
  copies[encoding] ??= encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes);
  reply.header('content-encoding', encoding);
  return copies[encoding];
}
