import 'server-only';

// Single byte ranges (`Range: bytes=0-1023`, `bytes=500-`, `bytes=-500`) for the media route:
// Safari plays a video only from a server that answers them, and browsers seek with them.
// Multi-range requests are answered with the whole file, as RFC 9110 allows.

export type ByteRange = { start: number; end: number };

/** The range asked for, 'unsatisfiable', or null to send the whole body. */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
