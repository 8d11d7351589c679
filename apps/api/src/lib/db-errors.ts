const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error (node-postgres or PGlite, possibly wrapped by Drizzle) is a unique-index
 * violation, of the named constraint when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === UNIQUE_VIOLATION) return constraint === undefined || current.constraint === constraint;
  }
  return false;
}
