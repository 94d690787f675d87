import type { z } from 'zod';

/** The first message a schema gives for each top-level field: what a form's browser-side check must say too. */
export function firstIssues(parsed: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
