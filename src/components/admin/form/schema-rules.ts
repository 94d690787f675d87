import '@/lib/zod-jitless';
import { z } from 'zod';

// What an admin form reads from its zod schema rather than from each field's props
// (docs/decisions/0016-admin-forms-from-schemas.md): which fields exist, and which must be
// filled in. Pure, so the same answer holds in the browser and in a unit test.

type Shape = Record<string, z.ZodType>;

/**
 * The object or list a schema wraps: through optional, nullable, default and catch, and a
 * transform's pipe (the business buyer, a nullish object turned into null or a business).
 */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  // A preprocess is a pipe from a transform: the schema it feeds is the one with a shape.
  const inner = schema instanceof z.ZodPipe ? (def.in instanceof z.ZodTransform ? def.out : def.in) : def.innerType;
  return inner ? unwrapped(inner) : schema;
}

/**
 * One step of a path: an object's key, a list's index ('limits.0.maxPercent'), or the key of the
 * union's choice that has it (a draft's 'delivery.state' when delivered, 'delivery.locationId' when collected).
 */
function childAt(schema: z.ZodType, key: string): z.ZodType | undefined {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) return Object.hasOwn(inner.shape, key) ? (inner.shape as Shape)[key] : undefined;
  if (inner instanceof z.ZodArray && /^\d+$/.test(key)) return inner.element as z.ZodType;
  if (inner instanceof z.ZodUnion) return (inner.options as z.ZodType[]).map((option) => childAt(option, key)).find(Boolean);
  return undefined;
}

/** The schema of one field, by its react-hook-form path ('payments.bankName', 'stock.2.stockQuantity'); undefined when the form has no such field. */
export function fieldSchemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) current = current && childAt(current, key);
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
