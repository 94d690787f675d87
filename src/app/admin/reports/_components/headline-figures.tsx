/** A report screen's few headline figures, in cards two abreast on a phone. */
export function HeadlineFigures({ label, figures }: { label: string; figures: { label: string; value: string; note?: string }[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3">
          <dt className="text-xs font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
          {figure.note ? <dd className="text-xs text-muted-foreground">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
