import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT } from '@/components/store/early-presses';

// The inline script that holds presses until the page is live (docs/decisions/0026-every-first-tap-answers.md),
// run in a page of its own: a window whose listeners it registers, and controls that record what is done to them.

class Control {
  readonly attributes = new Set<string>();
  clicks = 0;
  constructor(
    readonly name: string,
    private readonly replays: boolean,
    private readonly log: string[],
  ) {}
  closest(selector: string) {
    return selector === '[data-replay]' && this.replays ? this : null;
  }
  setAttribute(name: string) {
    this.attributes.add(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  click() {
    this.clicks += 1;
    this.log.push(this.name);
  }
}

function openPage() {
  const listeners = new Map<string, (event: unknown) => void>();
  const log: string[] = [];
  const window: Record<string, unknown> = {
    setTimeout,
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (capture) listeners.set(type, listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
  };
  window.window = window;
  runInNewContext(EARLY_PRESSES_SCRIPT, window);
  const press = (target: Control) => {
    const event = { target, isTrusted: true, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopImmediatePropagation() { this.stopped = true; } };
    listeners.get('click')?.(event);
    return event;
  };
  const control = (name: string, replays = true) => new Control(name, replays, log);
  return { press, control, log, goLive: () => (window.replayEarlyPresses as () => void)() };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early presses', () => {
  it('holds a press on a marked control until the page is live and shows it pressed', () => {
    const page = openPage();
    const add = page.control('add');
    const event = page.press(add);
    expect(event).toMatchObject({ prevented: true, stopped: true });
    expect(add.attributes.has('data-pressed')).toBe(true);
    expect(add.clicks).toBe(0);
  });

  it('leaves a press elsewhere alone: links and native fields work without script', () => {
    const page = openPage();
    const link = page.control('link', false);
    expect(page.press(link)).toMatchObject({ prevented: false, stopped: false });
    expect(link.attributes.size).toBe(0);
  });

  it('replays the held presses once each, in order, one per task, then holds no more', async () => {
    const page = openPage();
    const plus = page.control('plus');
    const add = page.control('add');
    page.press(plus);
    page.press(add);
    page.goLive();
    expect(page.log).toEqual([]);
    await nextTask();
    expect(page.log).toEqual(['plus']);
    expect(plus.attributes.has('data-pressed')).toBe(false);
    expect(add.attributes.has('data-pressed')).toBe(true);
    await nextTask();
    expect(page.log).toEqual(['plus', 'add']);
    expect(add.attributes.has('data-pressed')).toBe(false);

    // Live: a press reaches the control's own listeners, and nothing is replayed again.
    expect(page.press(add)).toMatchObject({ prevented: false, stopped: false });
    page.goLive();
    await nextTask();
    expect(page.log).toEqual(['plus', 'add']);
  });

  it('holds a press made while the held ones are still being replayed, so it cannot overtake them', async () => {
    const page = openPage();
    const plus = page.control('plus');
    const add = page.control('add');
    page.press(plus);
    page.goLive();
    // Live, but `plus` is not replayed yet: Add to Cart now would count one piece, not two.
    expect(page.press(add)).toMatchObject({ prevented: true, stopped: true });
    await nextTask();
    expect(page.log).toEqual(['plus']);
    await nextTask();
    expect(page.log).toEqual(['plus', 'add']);
    expect(page.press(add)).toMatchObject({ prevented: false, stopped: false });
  });

  it('stays small: it is in every storefront page twice (markup and payload)', () => {
    expect(EARLY_PRESSES_SCRIPT.length).toBeLessThan(512);
  });
});
