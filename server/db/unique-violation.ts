/**
 * True when a query failed on a unique constraint or index (SQLSTATE 23505), optionally only the named one.
 * Drizzle wraps the driver's error, so the cause chain is walked; pg and PGlite both report the constraint name.
 * Note that on PostgreSQL the failed statement aborts its transaction: check this outside it.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || violated === constraint;
  }
  return false;
}

/**
 * True when a query failed on the named CHECK constraint (SQLSTATE 23514), the backstop of a rule a service checks
 * first; like isUniqueViolation it walks the cause chain, and on PostgreSQL the transaction is aborted by then.
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === "23514") return violated === constraint;
  }
  return false;
}

/** Runs `work`; a unique violation (of `constraint`, when given) is thrown as the error `replacement` makes. */
export async function withUniqueViolationAs<T>(
  replacement: () => Error,
  work: () => Promise<T>,
  constraint?: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw replacement();
    throw error;
  }
}
