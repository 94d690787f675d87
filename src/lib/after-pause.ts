/**
 * Runs `run` once `delayMs` have passed since the last `restart()`, so a burst of changes (keys typed, a
 * cart edited) runs it once, after the last; `cancel()` drops a wait. Framework-free and a few bytes: the
 * storefront's cart sync uses it (src/lib/cart/cart-sync.ts), and so does every search-as-you-type through
 * useDebounced (src/components/use-debounced.ts).
 */
export function afterPause(delayMs: number, run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    restart: () => {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    cancel: () => clearTimeout(timer),
  };
}
