import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check generators of request bodies, derived from a call's zod request schema through its
 * JSON Schema (the input side, as a client sends it). They make near-valid bodies (every field of
 * the right type, known good values such as the real domain or session where the test has them)
 * and hostile ones: wrong types, missing and extra fields, huge strings, unicode, deep nesting,
 * prototype-pollution keys, non-JSON text and wrong content types.
 */

/** The part of JSON Schema that z.toJSONSchema writes for the contract's request schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Good values the test knows for some field names (the seeded domain, a live session, a real game). */
export type KnownValues = Record<string, readonly unknown[]>;

/** A JSON token written as is: numbers JSON.stringify cannot produce, such as 1e999 or -0. */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value; RawJson is copied verbatim and own `__proto__` keys are kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Sets a key as an own property, so that `__proto__` is a key of the body and not its prototype. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** One request as sent: its body text and content type (undefined sends no content-type header). */
export class FuzzRequest {
  constructor(
    /** what kind of request the generator made, for the report of a counterexample */
    readonly kind: string,
    readonly payload: string,
    readonly contentType: string | undefined = 'application/json',
  ) {}

  /** How fast-check prints a counterexample: long strings shortened so the report stays readable. */
  [fc.toStringMethod](): string {
    const text = this.payload.length > 600 ? `${this.payload.slice(0, 600)}… (${this.payload.length} chars)` : this.payload;
    return `${this.kind} [${this.contentType ?? 'no content-type'}] ${JSON.stringify(text)}`;
  }
}

const fromJson = (kind: string, body: Record<string, unknown>) => new FuzzRequest(kind, toJsonText(body));

// ---------------------------------------------------------------------------------------------
// Values that fit a schema

/** Code point ranges of each unicode property escape met so far (`\P{Cc}`, `\p{L}`), surrogates left out. */
const propertyRanges = new Map<string, [number, number][]>();

function rangesOf(property: string): [number, number][] {
  let ranges = propertyRanges.get(property);
  if (!ranges) {
    const matches = new RegExp(`^${property}$`, 'u');
    ranges = [];
    let start = -1;
    for (let codePoint = 0; codePoint <= 0x110000; codePoint++) {
      const inside =
        codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff) && matches.test(String.fromCodePoint(codePoint));
      if (inside && start < 0) start = codePoint;
      else if (!inside && start >= 0) {
        ranges.push([start, codePoint - 1]);
        start = -1;
      }
    }
    propertyRanges.set(property, ranges);
  }
  return ranges;
}

/** A code point as a regex character: `\u{…}`, or the character itself past five hex digits (fast-check reads no more). */
const regexCharacter = (codePoint: number) =>
  codePoint <= 0xfffff ? `\\u{${codePoint.toString(16)}}` : String.fromCodePoint(codePoint);

/**
 * The pattern with each unicode property escape written out as the code point ranges it matches,
 * which the pattern then matches exactly as before. fc.stringMatching makes a property escape a
 * table with one entry per code point, built anew for every arbitrary and, for its unmapper, a
 * Map of every character: for `\P{Cc}`, the free-text rule, 1.1 million strings, about 85 MB
 * and a second of work per field, which the request generators of every call held at once until
 * the heap ran out. A range is a plain integer arbitrary.
 */
function withPropertiesAsRanges(pattern: string): string {
  let written = '';
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (character === '\\') {
      const property = /^\\[pP]\{[^}]+\}/.exec(pattern.slice(index))?.[0];
      const escaped = property ?? pattern.slice(index, index + 2);
      if (property) {
        const ranges = rangesOf(property)
          .map(([from, to]) => (from === to ? regexCharacter(from) : `${regexCharacter(from)}-${regexCharacter(to)}`))
          .join('');
        written += inClass ? ranges : `[${ranges}]`;
      } else written += escaped;
      index += escaped.length - 1;
      continue;
    }
    if (character === '[') inClass = true;
    else if (character === ']') inClass = false;
    written += character;
  }
  return written;
}

/** One arbitrary per pattern, shared by every field and call that has it (arbitraries hold no state). */
const arbitraryByPattern = new Map<string, fc.Arbitrary<string> | undefined>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  if (arbitraryByPattern.has(pattern)) return arbitraryByPattern.get(pattern);
  let matching: fc.Arbitrary<string> | undefined;
  for (const flags of ['u', '']) {
    try {
      // The pattern as written must be a regex under these flags; only then are its property escapes written out.
      new RegExp(pattern, flags);
      matching = fc.stringMatching(new RegExp(flags === 'u' ? withPropertiesAsRanges(pattern) : pattern, flags));
      break;
    } catch {
      // a pattern written for the other flag set; try the next, or fall back to plain strings
    }
  }
  arbitraryByPattern.set(pattern, matching);
  return matching;
}

/**
 * Strings of every pattern of the schema: its own and those of `allOf`, as zod writes a string
 * with several regexes (a free text of letters only). They come from the last pattern, the
 * narrowest refinement, and are kept when they match the others too.
 */
function matchingAll(patterns: string[]): fc.Arbitrary<string> | undefined {
  const last = patterns.at(-1);
  const generated = last === undefined ? undefined : patternArbitrary(last);
  if (!generated || patterns.length === 1) return generated;
  const others = patterns.slice(0, -1).flatMap((pattern) => {
    for (const flags of ['u', '']) {
      try {
        return [new RegExp(pattern, flags)];
      } catch {
        // as in patternArbitrary
      }
    }
    return [];
  });
  return generated.filter((text) => others.every((regex) => regex.test(text)));
}

function stringFitting(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
  const matching = matchingAll(patterns);
  const plain = fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
  return matching ? fc.oneof({ arbitrary: matching, weight: 3 }, { arbitrary: plain, weight: 1 }) : plain;
}

function numberFitting(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000_000 : schema.exclusiveMinimum + (integer ? 1 : 0.01));
  const allowedMax = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, schema.exclusiveMaximum ?? Number.POSITIVE_INFINITY);
  const highest = Math.min(allowedMax, 1_000_000_000);
  const low = Math.ceil(lowest);
  const small = fc.integer({ min: low, max: Math.max(low, Math.min(highest, low + 10)) });
  const wide = fc.integer({ min: low, max: Math.max(low, Math.floor(highest)) });
  // Where storage breaks: past the 32-bit integer columns, the largest safe integer, below every minor unit.
  const edges = [2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER, ...(integer ? [] : [5e-324, 1e-7])].filter(
    (edge) => edge > (schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY) && edge >= (schema.minimum ?? 0) && edge <= allowedMax,
  );
  const atEdges = edges.length > 0 ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : [];
  if (integer) return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: wide, weight: 4 }, ...atEdges);
  // Decimal amounts with up to three digits after the point: the site's minor units and a finer one.
  const decimal = fc.integer({ min: Math.ceil(lowest * 1000), max: Math.floor(highest * 1000) }).map((n) => n / 1000);
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: decimal, weight: 4 }, ...atEdges);
}

/** Values of the schema's type within its bounds; refinements across fields are not followed. */
function valueFitting(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFitting(choice)));
  // A string's allOf holds its further patterns, which stringFitting follows.
  if (schema.allOf?.[0] && schema.type !== 'string') return valueFitting(schema.allOf[0]);
  switch (schema.type) {
    case 'string':
      return stringFitting(schema);
    case 'integer':
      return numberFitting(schema, true);
    case 'number':
      return numberFitting(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFitting(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectFitting(schema, {});
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `alwaysKnown`: a field the test knows always gets a known value, instead of nine times in ten. */
function objectFitting(schema: JsonSchema, known: KnownValues, alwaysKnown = false): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames ? valueFitting(schema.propertyNames).map(String) : fc.string({ maxLength: 8 });
    return fc.dictionary(keys, valueFitting(schema.additionalProperties), { maxKeys: 3 });
  }
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const good = known[name];
    if (!good || good.length === 0) shape[name] = valueFitting(property);
    else if (alwaysKnown) shape[name] = fc.constantFrom(...good);
    else
      shape[name] = fc.oneof(
        { arbitrary: fc.constantFrom(...good), weight: 9 },
        { arbitrary: valueFitting(property), weight: 1 },
      );
  }
  // Known fields are always sent, as a client fills them in; other optional ones now and then.
  const requiredKeys = [...new Set([...(schema.required ?? []), ...Object.keys(known).filter((name) => name in properties)])];
  return fc.record(shape, { requiredKeys });
}

/** A body that fits the schema, with the known values (mostly, or always) for the fields the test has them for. */
function nearValidBody(schema: JsonSchema, known: KnownValues, alwaysKnown = false): fc.Arbitrary<Record<string, unknown>> {
  return objectFitting(schema, known, alwaysKnown);
}

export function nearValidRequest(schema: JsonSchema, known: KnownValues, alwaysKnown = false): fc.Arbitrary<FuzzRequest> {
  return nearValidBody(schema, known, alwaysKnown).map((body) => fromJson('near-valid', body));
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Strings that have broken parsers, databases or renderers somewhere. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'demo\u0000player',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\u202egnp.exe',
  '\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  '🎰🎲💰',
  '👨‍👩‍👧‍👦',
  'Z̴̡̧a̷l̸g̶o̵',
  '\ufeffbom',
  '\uffff\ufffe',
  'İıßẞǅ',
  '𝓗𝓮𝓵𝓵𝓸',
  "' OR '1'='1",
  "Robert'); DROP TABLE players;--",
  '1; select pg_sleep(10)',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
  '%00%2e%2e%2f',
  '%s%n%x%d',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, plain text on purpose
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e999',
  '0x7fffffff',
  '\r\nSet-Cookie: x=1',
  '\\',
  '"',
  '\t\n\u000b\f\r',
] as const;

const hugeString = fc.constantFrom(70_000, 100_000).map((length) => 'x'.repeat(length));
const longString = fc.integer({ min: 300, max: 20_000 }).map((length) => 'é𝕏'.repeat(Math.ceil(length / 2)).slice(0, length));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, 0.1, 0.001, -0.5, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21),
  fc.constantFrom(new RawJson('1e999'), new RawJson('-1e999'), new RawJson('-0'), new RawJson('123456789012345678901234567890')),
  fc.double(),
);

/** An array or object nested `depth` levels deep, as JSON text (a value that deep would overflow a recursive writer). */
function nested(depth: number, asObject: boolean): RawJson {
  return new RawJson(asObject ? `${'{"a":'.repeat(depth)}true${'}'.repeat(depth)}` : `${'['.repeat(depth)}0${']'.repeat(depth)}`);
}

const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean())
  .map(([depth, asObject]) => nested(depth, asObject));

const pollutionPayload = fc.constantFrom<unknown>(
  { isAdmin: true, polluted: 'yes' },
  { prototype: { isAdmin: true } },
  'polluted',
);

/** Any JSON value a careless client or an attacker might put where a field belongs. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(true, false, null, {}, [], [null], ['a', 1], { $gt: '' }, { $ne: null }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: pollutionPayload, weight: 1 },
);

/** Keys that pollute prototypes, shadow built-ins or name fields the server must set itself. */
const SUSPICIOUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'statusCode',
  'isAdmin',
  'role',
  'site_id',
  'player_id',
  'balance',
  'status',
  '',
] as const;

const extraKey = fc.oneof(
  { arbitrary: fc.constantFrom(...SUSPICIOUS_KEYS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
);

/**
 * Characters that text handling trips over, slipped into an otherwise good value so that the
 * request still passes validation: NUL (which PostgreSQL text cannot hold), lone surrogates,
 * direction overrides, zero-width and line-separator characters, a byte-order mark, an emoji.
 */
const TRICKY_CHARACTERS = ['\u0000', '\ud800', '\udfff', '\u202e', '\u200b', '\u2028', '\u0085', '\ufeff', '🎰'] as const;

type Mutation =
  | { op: 'replace'; field: string; value: unknown }
  | { op: 'drop'; field: string }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'taint'; field: string; character: string; at: number };

function mutationOf(fields: string[]): fc.Arbitrary<Mutation> {
  const extra = fc.record({ op: fc.constant('extra' as const), key: extraKey, value: fc.oneof(hostileValue, pollutionPayload) });
  if (fields.length === 0) return extra;
  const field = fc.constantFrom(...fields);
  const taint = fc.record({
    op: fc.constant('taint' as const),
    field,
    character: fc.constantFrom(...TRICKY_CHARACTERS),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  return fc.oneof(
    { arbitrary: fc.record({ op: fc.constant('replace' as const), field, value: hostileValue }), weight: 5 },
    { arbitrary: taint, weight: 3 },
    { arbitrary: fc.record({ op: fc.constant('drop' as const), field }), weight: 2 },
    { arbitrary: extra, weight: 2 },
  );
}

/** The text with the character put in at a fraction `at` of its length. */
function insertAt(text: string, character: string, at: number): string {
  const index = Math.floor(text.length * at);
  return `${text.slice(0, index)}${character}${text.slice(index)}`;
}

function applyMutations(body: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(body)) withKey(result, key, body[key]);
  for (const mutation of mutations) {
    if (mutation.op === 'drop') delete result[mutation.field];
    else if (mutation.op === 'taint') {
      const value = result[mutation.field];
      // Only text is tainted: a number or an object made text would merely be of the wrong type.
      if (typeof value === 'string') withKey(result, mutation.field, insertAt(value, mutation.character, mutation.at));
    } else withKey(result, mutation.op === 'replace' ? mutation.field : mutation.key, mutation.value);
  }
  return result;
}

/** Text that is not JSON. */
const NOT_JSON = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '{a:1}',
  'undefined',
  '\u0000',
  '[1,2',
  '"unterminated',
  'NaN',
  '{"a":1}{"b":2}',
  '<?xml version="1.0"?><a/>',
] as const;

/** JSON that parsers have disagreed on: a byte-order mark, escaped lone surrogates and NUL. */
const ODD_JSON = [
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
] as const;

const nonJsonText = fc.oneof(fc.constantFrom(...NOT_JSON, ...ODD_JSON), fc.string({ unit: 'binary', maxLength: 200 }));

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  undefined,
] as const;

/**
 * Bodies other than a JSON object: top-level scalars and arrays, broken JSON, other content
 * types, a body over the size limit, nesting thousands deep and repeated keys.
 */
function malformedRequest(near: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    fc
      .constantFrom<unknown>(null, 0, -1, true, 'body', [], [{}], '')
      .map((value) => new FuzzRequest('top-level non-object', toJsonText(value))),
    nonJsonText.map((text) => new FuzzRequest('odd or broken JSON', text)),
    fc
      .tuple(near, fc.constantFrom(...OTHER_CONTENT_TYPES))
      .map(([body, type]) => new FuzzRequest('other content type', toJsonText(body), type)),
    fc
      .tuple(near, hugeString)
      .map(([body, padding]) => new FuzzRequest('over the body limit', toJsonText(withKey({ ...body }, 'padding', padding)))),
    fc
      .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean())
      .map(([depth, asObject]) => new FuzzRequest('deep nesting', nested(depth, asObject).text)),
    fc.tuple(near, hostileValue).map(([body, value]) => {
      const [first] = Object.keys(body);
      const text = toJsonText(body);
      const repeated = first === undefined ? text : `${text.slice(0, -1)},${JSON.stringify(first)}:${toJsonText(value)}}`;
      return new FuzzRequest('repeated key', repeated);
    }),
  );
}

/** Any request to a call: near-valid, near-valid with one to three hostile changes, or malformed. */
export function fuzzRequest(schema: JsonSchema, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const near = nearValidBody(schema, known);
  const fields = Object.keys(schema.properties ?? {});
  return fc.oneof(
    { arbitrary: near.map((body) => fromJson('near-valid', body)), weight: 3 },
    {
      arbitrary: fc
        .tuple(near, fc.array(mutationOf(fields), { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => fromJson('mutated', applyMutations(body, mutations))),
      weight: 5,
    },
    { arbitrary: malformedRequest(near), weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests that every server must refuse before doing anything

/** Whether the schema takes an object (then a string is always the wrong type for it). */
function acceptsObject(schema: JsonSchema): boolean {
  if (schema.type === 'object' || acceptsAnything(schema)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(acceptsObject);
}

/** Whether a field accepts any JSON value at all, so no wrong type exists for it. */
function acceptsAnything(schema: JsonSchema): boolean {
  return (
    schema.type === undefined && !schema.anyOf && !schema.oneOf && !schema.allOf && schema.const === undefined && !schema.enum
  );
}

/**
 * Requests the schema refuses whatever the server's state: a required field missing, a field of
 * the wrong type (an object where a scalar belongs, a string where an object belongs), or a body
 * that is not a JSON object, not JSON, of another content type or over the size limit.
 */
export function invalidRequest(schema: JsonSchema, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const near = nearValidBody(schema, known);
  const required = schema.required ?? [];
  const typed = Object.entries(schema.properties ?? {}).filter(([, property]) => !acceptsAnything(property));
  const options: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .constantFrom<unknown>(null, 0, true, 'body', [], [{}])
      .map((value) => new FuzzRequest('top-level non-object', toJsonText(value))),
    fc.constantFrom(...NOT_JSON).map((text) => new FuzzRequest('not JSON', text)),
    fc
      .tuple(near, fc.constantFrom('application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=xyz'))
      .map(([body, type]) => new FuzzRequest('other content type', toJsonText(body), type)),
    fc
      .tuple(near, hugeString)
      .map(([body, padding]) => new FuzzRequest('over the body limit', toJsonText(withKey({ ...body }, 'padding', padding)))),
  ];
  if (required.length > 0) {
    options.push(
      fc
        .tuple(near, fc.constantFrom(...required))
        .map(([body, field]) => fromJson('required field missing', applyMutations(body, [{ op: 'drop', field }]))),
    );
  }
  if (typed.length > 0) {
    options.push(
      fc.tuple(near, fc.constantFrom(...typed), hostileValue).map(([body, [field, property], junk]) => {
        const wrong = acceptsObject(property) ? 'not an object' : { junk };
        return fromJson('field of the wrong type', applyMutations(body, [{ op: 'replace', field, value: wrong }]));
      }),
    );
  }
  return fc.oneof(...options);
}
