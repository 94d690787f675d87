import { auditFieldLabel, formatAuditValue } from '@/lib/audit-values';

/** The fields a row of the activity log changed, before and after, as a small table. */
export function AuditChangesTable({ changes }: { changes: Record<string, { before: unknown; after: unknown }> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <table className="mt-2 w-full table-fixed border-collapse text-xs">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">Field</th>
          <th scope="col" className="py-1 pr-2 font-medium">Before</th>
          <th scope="col" className="py-1 font-medium">After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, { before, after }]) => (
          <tr key={field} className="border-t border-border align-top">
            <th scope="row" className="py-1 pr-2 text-left font-medium break-words">{auditFieldLabel(field)}</th>
            <td className="py-1 pr-2 break-words text-muted-foreground">{formatAuditValue(field, before)}</td>
            <td className="py-1 break-words">{formatAuditValue(field, after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
