// Illustrated portrait placeholders for the team: an adire-dyed tile (each with its own resist
// motif) and a medallion with the person's initials. Decorative: the name is written beside it.

type Motif = 'dots' | 'rings' | 'waves';

const TONES: Record<Motif, { ground: string; ink: string; medallion: string }> = {
  dots: { ground: '#1e2a4a', ink: '#b9c0d3', medallion: '#faf7f2' },
  rings: { ground: '#a4472a', ink: '#f3ddd0', medallion: '#faf7f2' },
  waves: { ground: '#4f5a3a', ink: '#dfe3cc', medallion: '#faf7f2' },
};

function MotifPattern({ motif, id, ink }: { motif: Motif; id: string; ink: string }) {
  if (motif === 'dots') {
    return (
      <pattern id={id} width="24" height="24" patternUnits="userSpaceOnUse">
        <circle cx="6" cy="6" r="2.2" fill={ink} />
        <circle cx="18" cy="18" r="2.2" fill={ink} />
        <circle cx="18" cy="6" r="0.9" fill={ink} />
        <circle cx="6" cy="18" r="0.9" fill={ink} />
      </pattern>
    );
  }
  if (motif === 'rings') {
    return (
      <pattern id={id} width="40" height="40" patternUnits="userSpaceOnUse">
        <circle cx="20" cy="20" r="13" fill="none" stroke={ink} strokeWidth="1.4" strokeDasharray="2 3" />
        <circle cx="20" cy="20" r="7" fill="none" stroke={ink} strokeWidth="1.4" />
        <circle cx="20" cy="20" r="2" fill={ink} />
      </pattern>
    );
  }
  return (
    <pattern id={id} width="36" height="18" patternUnits="userSpaceOnUse">
      <path d="M0 9 Q9 0 18 9 T36 9" fill="none" stroke={ink} strokeWidth="1.5" />
      <path d="M0 16 Q9 7 18 16 T36 16" fill="none" stroke={ink} strokeWidth="0.8" opacity="0.7" />
    </pattern>
  );
}

export function TeamPortrait({ initials, motif, id }: { initials: string; motif: Motif; id: string }) {
  const tone = TONES[motif];
  const patternId = `portrait-${id}`;
  return (
    <svg viewBox="0 0 320 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className="block h-full w-full">
      <defs>
        <MotifPattern motif={motif} id={patternId} ink={tone.ink} />
      </defs>
      <rect width="320" height="400" fill={tone.ground} />
      <rect width="320" height="400" fill={`url(#${patternId})`} opacity="0.45" />
      <circle cx="160" cy="190" r="104" fill={tone.ground} />
      <circle cx="160" cy="190" r="104" fill="none" stroke={tone.ink} strokeWidth="1.5" strokeDasharray="3 6" />
      <circle cx="160" cy="190" r="88" fill={tone.medallion} />
      <text
        x="160"
        y="190"
        textAnchor="middle"
        dominantBaseline="central"
        fill={tone.ground}
        className="font-display"
        style={{ fontSize: 64, fontWeight: 500, letterSpacing: 2 }}
      >
        {initials}
      </text>
    </svg>
  );
}
