import { type CallDefinition, calls, failureSchema, operator } from '@wl/contract';
import fc from 'fast-check';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { fuzzRequest, type JsonSchema, requestJsonSchema } from '../test/fuzz-arbitraries.js';
import { compiledSerializerCompiler, compiledValidatorCompiler, sameBothWays } from './compiled-checks.js';

const definitions: [string, CallDefinition][] = [...Object.entries(calls), ...Object.entries(operator.operatorCalls)];

function route(schema: z.ZodType, url: string): FastifyRouteSchemaDef<$ZodType> {
  return { schema: schema as unknown as $ZodType, method: 'POST', url, httpPart: 'body' };
}

/** What a check answered: the value, or the field errors of the failure envelope (message, path, code). */
function outcome(check: () => unknown): unknown {
  try {
    const result = check() as { value?: unknown; error?: unknown };
    return 'error' in result ? { error: JSON.parse(JSON.stringify(result.error)) } : { value: result.value };
  } catch (error) {
    return { threw: String(error) };
  }
}

function parsedBodies(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fuzzRequest(schema, {}).map((request) => {
    try {
      return JSON.parse(request.payload) as unknown;
    } catch {
      return request.payload;
    }
  });
}

describe('compiled checks', () => {
  it('take and refuse every call body as zod does, with the same value or the same field errors', () => {
    for (const [name, definition] of definitions) {
      const compiled = compiledValidatorCompiler(route(definition.request, definition.path));
      const runtime = validatorCompiler(route(definition.request, definition.path));
      fc.assert(
        fc.property(parsedBodies(requestJsonSchema(definition.request)), (body) => {
          expect(
            outcome(() => compiled(body)),
            name,
          ).toEqual(outcome(() => runtime(body)));
        }),
        { numRuns: 40, seed: 20261127 },
      );
    }
  });

  it('serialise every answer as zod encodes it, and refuse the same bad answers', () => {
    for (const [name, definition] of definitions) {
      const answer = z.union([definition.response, failureSchema]);
      const compiled = compiledSerializerCompiler(route(answer, definition.path));
      const runtime = serializerCompiler(route(answer, definition.path));
      const answers = parsedBodies(z.toJSONSchema(answer, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
      fc.assert(
        fc.property(answers, (data) => {
          const ours = outcome(() => ({ value: compiled(data) }));
          const theirs = outcome(() => ({ value: runtime(data) }));
          // A bad answer throws in both; the provider's error names the route either way.
          if ('threw' in (theirs as object)) expect(ours, name).toHaveProperty('threw');
          else expect(ours, name).toEqual(theirs);
        }),
        { numRuns: 40, seed: 20261127 },
      );
    }
  });

  it('know which answers read the same both ways', () => {
    expect(sameBothWays(z.object({ a: z.string().trim().max(3), b: z.number().int().optional() }))).toBe(true);
    expect(sameBothWays(z.union([z.literal(1), z.null()]))).toBe(true);
    expect(sameBothWays(z.object({ a: z.string().transform((text) => text.length) }))).toBe(false);
    expect(sameBothWays(z.object({ a: z.number().default(1) }))).toBe(false);
    expect(sameBothWays(z.object({ a: z.number() }).refine((value) => value.a > 0))).toBe(false);
    expect(
      sameBothWays(z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })])),
    ).toBe(false);
  });

  it('encode an answer of a schema that differs both ways as zod does: a default is not filled in', () => {
    const withDefault = z.object({ label: z.string().default('none') });
    const serialize = compiledSerializerCompiler(route(withDefault, '/api/example'));
    expect(() => serialize({})).toThrow();
    expect(serialize({ label: 'set' })).toBe('{"label":"set"}');
  });

  it('serialise the cached player calls compiled: get_balance answers without an encode', () => {
    const answer = z.union([calls.getBalance.response, failureSchema]);
    expect(sameBothWays(answer as unknown as $ZodType)).toBe(true);
    const serialize = compiledSerializerCompiler(route(answer, calls.getBalance.path));
    expect(serialize({ statusCode: 1, game_balance: 1.5, game_token: 2, currency: 'USD', extra: true })).toBe(
      '{"statusCode":1,"game_balance":1.5,"game_token":2,"currency":"USD"}',
    );
    expect(() => serialize({ statusCode: 1, game_balance: '1.5', game_token: 2, currency: 'USD' })).toThrow();
  });
});
