import type { CallDefinition } from './calls/definition.js';
import type { FailureKey } from './status.js';

/** Failures any call can give at the edge, whatever its body. */
export const EDGE_FAILURES: readonly FailureKey[] = [
  'invalidJson',
  'validationFailed',
  'payloadTooLarge',
  'tooManyRequests',
  'internalServerError',
  'serviceUnavailable',
];

/** What every call of an access can answer before its own code runs. */
function accessFailures(definition: CallDefinition): FailureKey[] {
  switch (definition.access) {
    case 'player':
      return ['sessionExpired', 'BLOCK', 'CLOSE'];
    case 'operator':
      return definition.permission === 'signIn'
        ? []
        : [
            'permissionDenied',
            'sessionExpired',
            'passwordChangeRequired',
            ...(definition.permission === 'signedIn' ? [] : (['forbidden'] as const)),
          ];
    case 'public':
      return [
        'siteNotFound',
        ...(hasExternalId(definition) ? (['siteMismatch'] as const) : []),
        ...(definition.tag === 'auth' ? (['siteInactive'] as const) : []),
      ];
  }
}

/**
 * Every failure key a call can answer with: the edge ones, those of its access, and its own. Kept
 * out of calls/ so that the browser, which loads the call tables, does not load this too.
 */
export function callFailures(definition: CallDefinition): FailureKey[] {
  return [...new Set([...EDGE_FAILURES, ...accessFailures(definition), ...definition.failures])];
}

function hasExternalId(definition: CallDefinition): boolean {
  const shape = (definition.request as unknown as { shape?: Record<string, unknown> }).shape;
  return Boolean(shape && 'external_id' in shape);
}
