/** A short reason for a database connection failure, instead of a driver stack trace. */
export function explainDatabaseError(error: unknown): string {
  const err = error as NodeJS.ErrnoException & { cause?: unknown };
  const root = (err?.cause as NodeJS.ErrnoException | undefined) ?? err;
  switch (root?.code) {
    case 'ECONNREFUSED':
      return 'connection refused (is PostgreSQL running at that address?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found (check the host name in DATABASE_URL)';
    case '28P01':
    case '28000':
      return 'authentication failed (check the user and password in DATABASE_URL)';
    case '3D000':
      return 'database does not exist (create it, or fix the name in DATABASE_URL)';
    case 'ETIMEDOUT':
      return 'connection timed out';
    default:
      return root?.message?.split('\n')[0] || String(error);
  }
}
