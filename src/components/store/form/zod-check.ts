import '@/lib/zod-jitless';
import type { z } from 'zod';
import type { Check, FieldErrors, FormValues } from './use-store-form';

/**
 * A zod schema as a storefront form's check: each field's first issue, in the schema's words. For forms
 * whose page is off the script budget (the account pages, checkout); the server parses the same schema.
 */
export function zodCheck<V extends FormValues>(schema: z.ZodType<unknown, V>): Check<V> {
  return (values) => {
    const parsed = schema.safeParse(values);
    const errors: FieldErrors<V> = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') as keyof FieldErrors<V>;
      errors[name] ??= issue.message;
    }
    return errors;
  };
}
