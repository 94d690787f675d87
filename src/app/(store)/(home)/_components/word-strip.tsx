import { WORD_STRIP_REPEATS } from '@/lib/constants';

const WORDS = ['SOFAS', 'TABLES', 'CONSOLES', 'BEDS', 'CHAIRS'] as const;

/**
 * The scrolling word strip under the first hero: the five words, the set repeated
 * WORD_STRIP_REPEATS times. Purely decorative, so hidden from screen readers; it stands
 * still for people who ask for reduced motion.
 */
export function WordStrip() {
  const sets = Array.from({ length: WORD_STRIP_REPEATS }, (_, i) => i);
  return (
    <div
      aria-hidden="true"
      data-home-section="word-strip"
      className="marquee-host overflow-hidden border-y border-border bg-sand py-5 select-none md:py-7"
    >
      <div
        className="marquee flex w-max"
        style={{ '--marquee-shift': `${-100 / WORD_STRIP_REPEATS}%` } as React.CSSProperties}
      >
        {sets.map((set) => (
          <ul key={set} className="flex shrink-0 items-center">
            {WORDS.map((word) => (
              <li
                key={word}
                className="flex items-center gap-8 pr-8 font-display text-3xl font-medium tracking-[0.08em] whitespace-nowrap text-foreground md:gap-12 md:pr-12 md:text-5xl"
              >
                {word}
                <span className="size-2 rotate-45 bg-brass md:size-2.5" />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
