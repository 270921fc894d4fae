/** SQLSTATE codes we act on (PostgreSQL and PGlite report the same ones). */
export const SQL_STATE = {
  uniqueViolation: '23505',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
} as const;

/** Whether a database error (wherever the driver or Drizzle put it in the cause chain) has one of the codes. */
export function hasSqlState(error: unknown, ...codes: string[]): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && codes.includes(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
