import * as areas from './calls/index.js';

type CallName = areas.CallName;
const { calls } = areas;

// The two files the browser loads instead of the call definitions (npm run generate writes them):
// calls/routes.ts, free of zod, for its first screen, and calls/schemas.ts, the schemas alone.

/** Biome's line width (biome.json): a longer entry is written over several lines, as Biome would. */
const LINE_WIDTH = 130;

const HEADER = '// Generated from the call definitions in calls/<area>.ts by `npm run generate`; do not edit by hand.';

function entry(name: string, fields: [string, string][]): string {
  const oneLine = `  ${name}: { ${fields.map(([field, value]) => `${field}: ${value}`).join(', ')} },`;
  if (oneLine.length <= LINE_WIDTH) return oneLine;
  return [`  ${name}: {`, ...fields.map(([field, value]) => `    ${field}: ${value},`), '  },'].join('\n');
}

function quoted(text: string): string {
  if (/['\\\n]/.test(text)) throw new Error(`a route value the route table cannot quote: ${text}`);
  return `'${text}'`;
}

/** calls/routes.ts: where each call goes, who may make it and what the client reports when it got no answer. */
export function renderRouteTable(): string {
  return [
    HEADER,
    "import type { CallRoute } from './definition.js';",
    '',
    '/**',
    " * Where each call of the player's app goes, who may make it, and what the client reports when it",
    ' * never got an answer. Free of zod, so that the browser can send a call before it has loaded any',
    ' * schema and its initial bundle stays small.',
    ' */',
    'export const CALL_ROUTES = {',
    ...Object.entries(calls).map(([name, definition]) =>
      entry(name, [
        ['path', quoted(definition.path)],
        ['access', quoted(definition.access)],
        ['onNetworkFailure', quoted(definition.onNetworkFailure)],
      ]),
    ),
    '} as const satisfies Record<string, CallRoute>;',
    '',
  ].join('\n');
}

/** Each area file of the player's app by its name under calls/ (camel case for a kebab-case file), as schemas.ts imports it. */
const AREA_MODULES: Record<string, Record<string, unknown>> = {
  auth: areas.auth,
  engagement: areas.engagement,
  fairGames: areas.fairGames,
  games: areas.games,
  minigame: areas.minigame,
  protection: areas.protection,
  report: areas.report,
  settings: areas.settings,
  sharedRounds: areas.sharedRounds,
  site: areas.site,
  wallet: areas.wallet,
};

/**
 * The area file's export that is this schema, as `area.exportName`: the one named after the call
 * when there is one (a schema exported under two names), else the first.
 */
function exportOf(schema: unknown, name: CallName, part: 'Request' | 'Response'): [area: string, exportName: string] {
  const found = Object.entries(AREA_MODULES).flatMap(([area, module]) =>
    Object.entries(module)
      .filter(([, value]) => value === schema)
      .map(([exportName]): [string, string] => [area, exportName]),
  );
  if (found.length === 0) {
    throw new Error(
      `The ${part.toLowerCase()} schema of ${name} is not exported by an area file: export it (calls/schemas.ts imports it).`,
    );
  }
  return found.find(([, exportName]) => exportName === `${name}${part}`) ?? found[0]!;
}

/** calls/schemas.ts: the request and response schemas of each call, without the rest of its definition. */
export function renderSchemaTable(): string {
  const used = new Set<string>();
  const entries = Object.entries(calls).map(([name, definition]) => {
    const fields = (['Request', 'Response'] as const).map((part): [string, string] => {
      const [area, exportName] = exportOf(part === 'Request' ? definition.request : definition.response, name as CallName, part);
      used.add(area);
      return [part.toLowerCase(), `${area}.${exportName}`];
    });
    return entry(name, fields);
  });
  return [
    HEADER,
    ...[...used]
      .sort()
      .map((area) => `import * as ${area} from './${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js';`),
    '',
    '/**',
    " * The request and response schemas of each call of the player's app, without the rest of its",
    ' * definition: what the browser loads to check its forms and parse the answers.',
    ' */',
    'export const CALL_SCHEMAS = {',
    ...entries,
    '};',
    '',
    'export type CallSchemas = typeof CALL_SCHEMAS;',
    '',
  ].join('\n');
}
