const UNIQUE_VIOLATION = '23505';

/** Whether a database error (node-postgres or PGlite, possibly wrapped by Drizzle) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
