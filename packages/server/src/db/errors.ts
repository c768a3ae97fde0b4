// PostgreSQL error codes the server turns into answers (the same on PGlite and node-postgres).

/** unique_violation: a row with the same key was written first (a race lost, or a repeated request). */
export const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
