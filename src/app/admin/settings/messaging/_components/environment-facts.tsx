import { SecretState } from '../../einvoicing/_components/secret-state';

/** A channel's values as the environment sets them: read-only, each secret only "Set". */
export function EnvironmentFacts({ rows }: { rows: [string, string | true][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="min-w-0 break-words text-muted-foreground max-sm:-mt-2">{value === true ? <SecretState set /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
