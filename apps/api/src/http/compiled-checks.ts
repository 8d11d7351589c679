import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';

/**
 * Bodies and answers are checked by zod's compiled parsers (z.compile): one function generated per
 * schema that decides a value that passes and hands any other to zod's own parser, which then
 * gives the same field errors as before. zod's generic parser (a payload and an issue list per
 * field, a context copied per check, and when encoding a second pass per field) was about a fifth
 * of the server's time per cached player call (decision 0207, docs/quality.md).
 */

/**
 * Fastify's validator of a zod body or query string: the provider's, over the compiled schema.
 * A schema is compiled at its route's first request, not when the app is built: compiling all of
 * the contract's took 100–240 ms, and most routes of an instance, or of a test's app, never run.
 */
export const compiledValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  let validate: ReturnType<typeof validatorCompiler> | undefined;
  return (data) => {
    validate ??= validatorCompiler({ ...route, schema: z.compile(route.schema) });
    return validate(data);
  };
};

/**
 * Fastify's serializer of a zod answer. An answer is checked in zod's encode direction, which
 * z.compile does not cover; for a schema that reads the same both ways (no transform, default,
 * codec or object-level refinement) encoding and parsing agree, so a compiled parse decides the
 * answers that pass (compiled at the first answer, as above). Any other answer, and every answer of
 * another schema, goes through the provider's encode, which throws on a bad one as before.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const encode = serializerCompiler(route);
  if (!sameBothWays(route.schema)) return encode;
  let compiled: $ZodType | undefined;
  return (data) => {
    compiled ??= z.compile(route.schema);
    const result = safeParse(compiled, data);
    return result.success ? JSON.stringify(result.data) : encode(data);
  };
};

/** Types whose parse is the same in both directions, their checks included. */
const NEUTRAL_LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'any',
  'unknown',
]);

/** Whether parsing and encoding `schema` give the same answer for every value. */
export function sameBothWays(schema: $ZodType): boolean {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: unknown[] };
  if (NEUTRAL_LEAVES.has(def.type)) return true;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return sameBothWays(def.innerType as $ZodType);
    case 'array':
      return !def.checks?.length && sameBothWays(def.element as $ZodType);
    case 'object':
      // An object's own refinements see the raw input when encoding and the parsed one when parsing.
      return (
        !def.checks?.length &&
        (def.catchall === undefined || sameBothWays(def.catchall as $ZodType)) &&
        Object.values(def.shape as Record<string, $ZodType>).every(sameBothWays)
      );
    case 'union':
      // A discriminated union encodes a value without its tag by trying every option; parsing refuses it.
      return !def.checks?.length && def.discriminator === undefined && (def.options as $ZodType[]).every(sameBothWays);
    case 'record':
      return !def.checks?.length && sameBothWays(def.keyType as $ZodType) && sameBothWays(def.valueType as $ZodType);
    default:
      return false;
  }
}
