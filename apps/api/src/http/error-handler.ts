import { type FailureKey, type FieldError, failure } from '@wl/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { AppFailure } from '../lib/failure.js';

/** HTTP status per failure that is not a business answer (those are HTTP 200). */
const HTTP_STATUS: Partial<Record<FailureKey, number>> = {
  invalidJson: 400,
  validationFailed: 400,
  payloadTooLarge: 413,
  routeNotFound: 404,
  tooManyRequests: 429,
  internalServerError: 500,
  serviceUnavailable: 503,
  serverBusy: 503,
};

const KEY_PATTERN = /^[A-Za-z]+$/;

/** Turns a zod issue into a validation message key the client can translate. */
function issueKey(issue: { keyword: string; message?: string }): string {
  if (issue.message && KEY_PATTERN.test(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type') return /received undefined/.test(issue.message ?? '') ? 'required' : 'invalidType';
  if (issue.keyword === 'too_big') return 'tooLong';
  if (issue.keyword === 'too_small') return 'tooShort';
  return 'invalid';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppFailure) {
      const status = HTTP_STATUS[error.key] ?? 200;
      if (error.extra.retry_after) reply.header('retry-after', String(error.extra.retry_after));
      return reply.status(status).send(failure(error.key, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((item) => ({
        field: item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
        key: issueKey(item),
      }));
      return reply.status(400).send(failure('validationFailed', { errors }));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return reply.status(400).send(failure('invalidJson'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(failure('payloadTooLarge'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(400).send(failure('invalidJson'));
    if (error.statusCode === 429) return reply.status(429).send(failure('tooManyRequests'));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(failure('serviceUnavailable'));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(failure('internalServerError'));
  });
}
