'use client';
import { useLayoutEffect } from 'react';

/**
 * A Suspense fallback: `control` held as pressed (globals.css, [data-pressed]) while the code its tap opens loads, as
 * a tap made before the page was live is held (src/components/store/early-presses.tsx). A tap that lands as the page's scripts start
 * showed nothing until that code had come, a round trip later (docs/decisions/0026-every-first-tap-answers.md).
 */
export function PressedWhileLoading({ control }: { control: React.RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const element = control.current;
    element?.setAttribute('data-pressed', '');
    return () => element?.removeAttribute('data-pressed');
  }, [control]);
  return null;
}
