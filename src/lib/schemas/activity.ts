import '@/lib/zod-jitless';
import { z } from 'zod';
import { firstValue, oneLine, searchParam } from './fields';

// The back office's Activity screen and its CSV export (src/server/audit/admin-activity-reads.ts): the
// list's URL (?person=..&type=order&action=update&from=2026-01-01&to=2026-01-31&q=lounge&older=..).
// Anything malformed falls back to "all", as on the other admin lists, rather than failing the page.

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_SEARCH_MAX = 100;

/** The person filter's two actors without an account: the shop itself and the admin commands. */
export const ACTIVITY_SYSTEM_PERSON = 'system';
export const ACTIVITY_COMMAND_PERSON = 'command';

const day = oneLine()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => firstValue(value) || undefined, schema).optional().catch(undefined);

export const activityFiltersSchema = z.object({
  /** Part of the row's label, any case. */
  q: searchParam(ACTIVITY_SEARCH_MAX),
  /** A staff member's account id, or 'system' (The shop) or 'command' (the admin commands). */
  person: optional(oneLine().min(1).max(100)),
  type: optional(oneLine().regex(/^[a-z_]{2,40}$/)),
  action: optional(oneLine().regex(/^[a-z_]{2,40}$/)),
  /** Lagos calendar days, both included. */
  from: optional(day),
  to: optional(day),
});

/**
 * A page's place in the log: the (at, id) of a row, as `2026-11-24T09:30:00.123456Z_812`. The time
 * keeps the database's microseconds (a JavaScript Date would round them away and skip or repeat rows).
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/;
export type ActivityCursor = { at: string; id: number };

/** A cursor's text read back; null when it is not one. */
export function parseActivityCursor(text: string): ActivityCursor | null {
  const match = CURSOR.exec(text);
  return match ? { at: match[1]!, id: Number(match[2]) } : null;
}

const cursor = z.preprocess(firstValue, oneLine().regex(CURSOR).transform((text) => parseActivityCursor(text)!));

export function activityCursorText(cursor: ActivityCursor) {
  return `${cursor.at}_${cursor.id}`;
}

export const activityListParamsSchema = activityFiltersSchema.extend({
  /** The page of rows older than this one (the "Older" link). */
  older: cursor.optional().catch(undefined),
  /** The page of rows newer than this one (the "Newer" link). */
  newer: cursor.optional().catch(undefined),
});

export type ActivityFilters = z.output<typeof activityFiltersSchema>;
export type ActivityListParams = z.output<typeof activityListParamsSchema>;

/** The filters' names, in the order the export's URL and its recorded details list them. */
export const ACTIVITY_FILTER_KEYS = ['q', 'person', 'type', 'action', 'from', 'to'] as const satisfies readonly (keyof ActivityFilters)[];
