'use client';
import { useEffect, useState } from 'react';

const COMPACT_HEADER_SCROLL_PX = 100;

/** True once the page has scrolled more than COMPACT_HEADER_SCROLL_PX (100 px). */
export function useCompactHeader() {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(window.scrollY > COMPACT_HEADER_SCROLL_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}
