// "How to measure" beside the made-to-measure inputs (docs/decisions/0058-made-to-measure.md): a <details>,
// so it opens without any script, with a drawing of the two measurements.

function MeasureDiagram() {
  return (
    <svg viewBox="0 -6 240 176" role="img" aria-labelledby="measure-diagram-title" className="h-auto w-full max-w-72 text-foreground">
      <title id="measure-diagram-title">A window with its curtain track: the width runs along the track, the drop from the track down to the floor or sill.</title>
      {/* The track, the window and the floor. */}
      <line x1="30" y1="20" x2="210" y2="20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <rect x="70" y="40" width="100" height="80" fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="2" />
      <line x1="70" y1="80" x2="170" y2="80" stroke="currentColor" strokeOpacity="0.45" />
      <line x1="120" y1="40" x2="120" y2="120" stroke="currentColor" strokeOpacity="0.45" />
      <line x1="10" y1="160" x2="230" y2="160" stroke="currentColor" strokeOpacity="0.45" strokeWidth="2" />
      {/* Width: along the track. */}
      <line x1="30" y1="9" x2="210" y2="9" stroke="#b45309" strokeWidth="2" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
      <text x="120" y="7" textAnchor="middle" fontSize="10" fill="currentColor">
        Width: the track or pole
      </text>
      {/* Drop: from the track to the floor. */}
      <line x1="222" y1="22" x2="222" y2="158" stroke="#b45309" strokeWidth="2" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
      <text x="216" y="95" textAnchor="end" fontSize="10" fill="currentColor">
        Drop
      </text>
      <defs>
        <marker id="measure-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 10 5 0 10z" fill="#b45309" />
        </marker>
      </defs>
    </svg>
  );
}

export function MeasureGuide() {
  return (
    <details className="rounded-md bg-muted/50 px-3 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">How to measure</summary>
      <div className="flex flex-col gap-3 pb-4">
        <MeasureDiagram />
        <ol className="list-decimal space-y-1.5 pl-5 leading-relaxed text-muted-foreground">
          <li>Fix the track or pole first, then measure it end to end with a steel tape: that is the width. The fullness is added for you.</li>
          <li>For the drop, measure from the top of the track (or the bottom of the rings on a pole) down to where the curtain should end: the floor less 1 cm, or 15 cm below the sill.</li>
          <li>Measure in centimetres, and measure twice. Not sure? Ask us on WhatsApp before you order.</li>
        </ol>
      </div>
    </details>
  );
}
