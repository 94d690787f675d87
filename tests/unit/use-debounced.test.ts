import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAfterPause } from '@/components/use-debounced';
import { afterPause } from '@/lib/after-pause';

// The one wait-for-the-pause of the search boxes, the price previews and the cart sync
// (src/lib/after-pause.ts, src/components/use-debounced.ts). The unit tests render no hooks (they run
// in node, without a DOM), so useDebounced's effect, runAfterPause, is driven here as React drives it:
// run when the key is new, cleaned up when the key changes or the component leaves.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterPause', () => {
  it('runs once, the delay after the last restart', () => {
    const run = vi.fn();
    const wait = afterPause(350, run);
    wait.restart();
    vi.advanceTimersByTime(300);
    wait.restart();
    vi.advanceTimersByTime(349);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, and waits afresh when restarted', () => {
    const run = vi.fn();
    const wait = afterPause(800, run);
    wait.restart();
    wait.cancel();
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
    wait.restart();
    vi.advanceTimersByTime(800);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('useDebounced’s effect', () => {
  /** A box the user types into: each new key cleans up the last effect and starts the next, as React does. */
  function typing(delayMs: number, run: (key: string, stale: AbortSignal) => void) {
    let cleanup = () => {};
    return {
      type(key: string) {
        cleanup();
        cleanup = runAfterPause(key, delayMs, run);
      },
      leave: () => cleanup(),
    };
  }

  it('asks for the last key once typing pauses for the delay, never for the keys typed before it', () => {
    const run = vi.fn();
    const box = typing(250, run);
    box.type('s');
    vi.advanceTimersByTime(200);
    box.type('so');
    vi.advanceTimersByTime(200);
    box.type('sof');
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls.map(([key]) => key)).toEqual(['sof']);
  });

  it('asks nothing once the component has left', () => {
    const run = vi.fn();
    const box = typing(250, run);
    box.type('sofa');
    box.leave();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('marks an answer stale when a newer question was typed or the component left while it was on its way', () => {
    const signals = new Map<string, AbortSignal>();
    const box = typing(250, (key, stale) => signals.set(key, stale));
    box.type('sofa');
    vi.advanceTimersByTime(250);
    expect(signals.get('sofa')?.aborted).toBe(false);
    box.type('sofas');
    expect(signals.get('sofa')?.aborted).toBe(true);
    vi.advanceTimersByTime(250);
    expect(signals.get('sofas')?.aborted).toBe(false);
    box.leave();
    expect(signals.get('sofas')?.aborted).toBe(true);
  });
});
