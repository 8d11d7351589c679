const UNIQUE_VIOLATION = '23505';

type DatabaseError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The error and the errors it wraps (Drizzle wraps the driver's), outermost first. */
function* errorChain(error: unknown): Generator<DatabaseError> {
  for (let current = error as DatabaseError | undefined; current; current = current.cause as DatabaseError | undefined) {
    yield current;
  }
}

/**
 * Whether a database error (node-postgres or PGlite, possibly wrapped by Drizzle) is a unique-index
 * violation, of the named constraint when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const current of errorChain(error)) {
    if (current.code === UNIQUE_VIOLATION) return constraint === undefined || current.constraint === constraint;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // statement_timeout: the database is too busy to answer in time
  '57014',
  '08000',
  '08003',
  '08006',
]);
/** node-postgres's error for a query not answered within DATABASE_QUERY_TIMEOUT_MS. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    QUERY_TIMEOUT_MESSAGE,
    // a query on a connection whose socket failed or was destroyed after a query timeout
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'PGlite is closed',
  ].join('|'),
  'i',
);
/** node-postgres's two ways of saying that no connection came within DATABASE_CONNECT_TIMEOUT_MS. */
const CONNECTION_WAIT_TIMEOUT = /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

/** node-postgres and PGlite errors that mean the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (current.message && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** Whether the call waited the whole connection timeout for a connection and got none. */
export function isConnectionWaitTimeout(error: unknown): boolean {
  for (const current of errorChain(error)) if (current.message && CONNECTION_WAIT_TIMEOUT.test(current.message)) return true;
  return false;
}
