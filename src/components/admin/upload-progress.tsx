/** A labelled progress bar for one upload. */
export function UploadProgress({ percent, label = 'Uploading' }: { percent: number; label?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {label} {percent}%
      </p>
    </div>
  );
}
