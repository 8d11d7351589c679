import { z } from 'zod';
import { callFailures } from './call-failures.js';
import type { CallDefinition, OperatorCallDefinition } from './calls/definition.js';
import { calls } from './calls/index.js';
import { operatorCalls } from './calls/operator.js';
import { FAILURES } from './status.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  description?: string;
  minItems?: number;
  maxItems?: number;
};

function typeOf(schema: JsonSchema, depth = 0): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => typeOf(member, depth)).join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items, depth) : 'unknown'}[]`;
  if (schema.type === 'object' || schema.properties) {
    const keys = Object.keys(schema.properties ?? {});
    if (depth >= 1) return `{ ${keys.join(', ')} }`;
    return `{ ${keys.map((key) => `${key}: ${typeOf(schema.properties![key]!, depth + 1)}`).join(', ')} }`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' \\| ');
  return schema.type ?? (schema.description ? 'lazy' : 'any');
}

function rule(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined) parts.push(`min ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max ${schema.maxLength}`);
  if (schema.pattern) parts.push(`\`${schema.pattern.replaceAll('|', '\\|')}\``);
  if (schema.format) parts.push(schema.format);
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) parts.push(...union.map(rule).filter(Boolean));
  return parts.join(', ');
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
}

/** Who may make an operator or back-office call, as docs/permissions.md names it. */
function operatorAccess(definition: OperatorCallDefinition): string {
  switch (definition.permission) {
    case 'signIn':
      return 'a sign-in step, before any session';
    case 'signedIn':
      return 'any staff session or API key';
    default:
      return `a staff session or API key whose role holds \`${definition.permission}\``;
  }
}

function renderCall(definition: CallDefinition): string {
  const request = jsonSchema(definition.request, 'input');
  const response = jsonSchema(definition.response, 'output');
  const required = new Set(request.required ?? []);
  const lines = [
    `### POST ${definition.path}`,
    '',
    definition.access === 'operator'
      ? `${definition.summary}. Access: ${operatorAccess(definition)}.`
      : `${definition.summary}. Access: ${definition.access === 'player' ? 'player (auth + account_id)' : 'visitor'}. ` +
        `Client envelope when unreachable: \`${definition.onNetworkFailure}\`.`,
    '',
    '| Body field | Type | Required | Rule |',
    '|---|---|---|---|',
    ...Object.entries(request.properties ?? {}).map(
      ([name, field]) => `| ${name} | ${typeOf(field)} | ${required.has(name) ? 'yes' : 'no'} | ${rule(field)} |`,
    ),
    '',
    `Response: ${Object.entries(response.properties ?? {})
      .map(([name, field]) => `\`${name}\`: ${typeOf(field).replaceAll('\\|', '|')}`)
      .join('; ')}`,
    '',
    `Failures: ${callFailures(definition)
      .map((key) => `\`${key}\``)
      .join(', ')}`,
    '',
  ];
  return lines.join('\n');
}

/** docs/api.md, generated from the call definitions so it cannot drift (npm run generate). */
export function renderApiDoc(): string {
  const definitions: CallDefinition[] = [...Object.values(calls), ...Object.values(operatorCalls)];
  const tags = [...new Set(definitions.map((definition) => definition.tag))];
  return [
    '# API',
    '',
    '<!-- Generated from the call definitions in packages/contract by `npm run generate`; do not edit by hand. -->',
    '',
    'Every call is `POST` with a JSON body. Success is `{ "statusCode": 1, ... }`. A failure is',
    '`{ "statusCode": <code>, "message": "<key>" }`, plus `errors: [{ field, key }]` for',
    '`validationFailed` and `retry_after` (seconds) for `tooManyRequests`. A failure the call itself',
    'decided is sent with HTTP 200; a request the server cannot take is sent with its statusCode as the',
    'HTTP status (both are in the table below). Amounts are decimal numbers in the site currency; tokens',
    'are whole numbers. Operator and back-office calls carry an API key (`Authorization: Bearer <key>`)',
    "or a staff member's session cookie, and need their role to hold the call's permission",
    '(docs/permissions.md).',
    'The OpenAPI document of a running server is at `/api/docs` (JSON at `/api/docs/json`).',
    '',
    '## Failure keys',
    '',
    '| Key | statusCode | HTTP |',
    '|---|---|---|',
    ...Object.entries(FAILURES).map(([key, row]) => `| \`${key}\` | ${row.statusCode} | ${row.httpStatus} |`),
    '',
    ...tags.flatMap((tag) => [`## ${tag}`, '', ...definitions.filter((definition) => definition.tag === tag).map(renderCall)]),
  ].join('\n');
}
