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
        // Its track and knob are drawn by these classes (globals.css): the switch is in every page's HTML twice.
        className="saver-switch"
      >
        <span aria-hidden="true" className="saver-track" />
        Data saver
      </button>
      <span id="data-saver-hint" className="sr-only">
        Small previews of pictures, no video, nothing loaded ahead
      </span>
    </form>
  );
}
