import '@/lib/zod-jitless';
import { z } from 'zod';

// What an admin form reads from its zod schema rather than from each field's props
// (docs/decisions/0016-admin-forms-from-schemas.md): which fields exist, and which must be
// filled in. Pure, so the same answer holds in the browser and in a unit test.

type Shape = Record<string, z.ZodType>;

const shapeOf = (schema: z.ZodType): Shape | null => (schema instanceof z.ZodObject ? (schema.shape as Shape) : null);

/** The schema of one field, by its react-hook-form path ('payments.bankName'); undefined when the form has no such field. */
export function fieldSchemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    const shape: Shape | null = current ? shapeOf(current) : null;
    current = shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
  }
  return current;
}

const requiredCache = new WeakMap<z.ZodType, Map<string, boolean>>();

/**
 * A field is required when its schema refuses it left empty (''): the form marks it '*' and
 * sets `required` on the control. Rules across fields (bank details while transfers are on)
 * are the caller's to say.
 */
export function isRequiredBySchema(schema: z.ZodType, path: string): boolean {
  let known = requiredCache.get(schema);
  if (!known) requiredCache.set(schema, (known = new Map()));
  const cached = known.get(path);
  if (cached !== undefined) return cached;
  const field = fieldSchemaAt(schema, path);
  if (!field) throw new Error(`"${path}" is not a field of this form's schema`);
  const required = !field.safeParse('').success;
  known.set(path, required);
  return required;
}
