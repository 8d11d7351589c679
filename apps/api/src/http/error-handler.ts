import { FAILURES, type FailureKey, type FieldError, failure, fields } from '@wl/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { AppFailure, type FailureExtra } from '../lib/failure.js';

/** Sends a failure's envelope with the HTTP status of its row in the contract's table. */
export function sendFailure(reply: FastifyReply, key: FailureKey, extra: FailureExtra = {}): FastifyReply {
  return reply.status(FAILURES[key].httpStatus).send(failure(key, extra));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppFailure) {
      if (error.extra.retry_after) reply.header('retry-after', String(error.extra.retry_after));
      return sendFailure(reply, error.key, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((item) => ({
        field: item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
        key: fields.issueKey({ code: item.keyword, message: item.message ?? '' }),
      }));
      return sendFailure(reply, 'validationFailed', { errors });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return sendFailure(reply, 'invalidJson');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFailure(reply, 'payloadTooLarge');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendFailure(reply, 'invalidJson');
    if (error.statusCode === 429) return sendFailure(reply, 'tooManyRequests');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendFailure(reply, 'serviceUnavailable');
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendFailure(reply, 'internalServerError');
  });
}
