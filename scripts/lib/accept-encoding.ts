/** The content codings a request's Accept-Encoding allows: listed without q=0, as RFC 9110 reads it. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding.trim() && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(coding.trim());
  }
  return accepted;
}

/** Whether `coding` may be sent: named, or covered by `*`. */
export function accepts(accepted: Set<string>, coding: 'br' | 'gzip') {
  return accepted.has(coding) || accepted.has('*');
}
