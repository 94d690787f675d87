import { dataSaverOn } from '@/server/data-saver';

/**
 * The footer's data saver switch: a form posting the other state to /api/data-saver, which remembers
 * it and sends the shopper back, so it works before (and without) the page's scripts and costs none
 * (docs/decisions/0083-data-saver.md). A button with role="switch": its name and its on/off state are read out.
 */
export async function DataSaverSwitch() {
  const on = await dataSaverOn();
  return (
    <form method="post" action="/api/data-saver" data-saver-switch="">
      <input type="hidden" name="mode" value={on ? 'off' : 'on'} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-describedby="data-saver-hint"
        className="footer-link min-h-11 gap-3 text-xs"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 rounded-full border border-indigo-muted/60 transition-colors ${on ? 'bg-indigo-foreground' : ''}`}
        >
          <span
            className={`absolute top-0.5 size-3.5 rounded-full transition-[left] ${on ? 'left-[1.05rem] bg-indigo' : 'left-0.5 bg-indigo-muted'}`}
          />
        </span>
        Data saver
      </button>
      <span id="data-saver-hint" className="sr-only">
        Small previews of pictures, no video, nothing loaded ahead
      </span>
    </form>
  );
}
