import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser, nulCharacterPath } from './json-body.js';

const app = Fastify();
installErrorHandling(app);
installJsonBodyParser(app);
app.post('/echo', async (request) => ({ statusCode: 1, body: request.body }));

beforeAll(() => app.ready());
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });

describe('JSON bodies', () => {
  it('refuses a NUL character as a validation failure of its field', async () => {
    const response = await post('{"account_id":"demo","profile":{"names":["ok","a\\u0000b"]}}');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      message: 'validationFailed',
      errors: [{ field: 'profile.names.1', key: 'invalid' }],
    });
  });

  it('takes an escaped backslash followed by u0000, which is no NUL', async () => {
    const response = await post('{"note":"a\\\\u0000b"}');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ body: unknown }>().body).toEqual({ note: 'a\\u0000b' });
  });

  it('still refuses malformed JSON and prototype poisoning as invalidJson', async () => {
    for (const payload of ['{"account_id":', '{"__proto__":{"admin":true}}']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'invalidJson' });
    }
  });

  it('finds the path of the first NUL in nested values', () => {
    expect(nulCharacterPath('\u0000')).toBe('body');
    expect(nulCharacterPath({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toBe('a.1.c');
    expect(nulCharacterPath({ a: 1, b: null, c: ['clean'] })).toBeUndefined();
  });
});
