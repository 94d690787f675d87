
/** The brand line on an indigo band after 'Our Collection'. */
export function TaglineBand() {
  return (
    <div data-home-section="tagline" className="adire-pattern bg-indigo text-indigo-foreground">
      <div className="container-page flex flex-col items-center gap-5 py-14 text-center md:py-20">
        <span aria-hidden="true" className="flex items-center gap-2 text-brass">
          <span className="h-px w-10 bg-current" />
          <span className="size-1.5 rotate-45 bg-current" />
          <span className="h-px w-10 bg-current" />
        </span>
        <p className="max-w-3xl font-display text-2xl leading-snug font-medium text-balance md:text-4xl md:leading-tight">
          Designed in Lagos, made by Nigerian hands, for homes where everyone gathers.
        </p>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-[0.7rem] font-semibold tracking-[0.22em] text-indigo-muted uppercase md:text-xs md:tracking-[0.3em]">
          {['Handcrafted furniture', 'Made-to-measure curtains', 'Interior design'].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
