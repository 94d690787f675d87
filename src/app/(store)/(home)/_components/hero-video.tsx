'use client';
import { useEffect, useRef, useState } from 'react';
import { PauseIcon } from '@/components/ui/icons/pause';
import { PlayIcon } from '@/components/ui/icons/play';
import { clsx } from 'clsx';
import { useDataSaver } from '@/components/store/data-saver/context';

/**
 * A muted looping background video over its poster (rendered by the hero as an image).
 * Nothing is downloaded before the page is interactive (preload="none", no autoplay
 * attribute): it starts only when on screen, and never by itself for people who ask for
 * reduced motion. Everyone gets a pause button, since it moves for more than 5 s.
 * Under the data saver there is no video at all: the poster stays (docs/decisions/0083-data-saver.md).
 */
export function HeroVideo({ src }: { src: string }) {
  return useDataSaver() ? null : <LoopingVideo src={src} />;
}

function LoopingVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const userPaused = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let visible = false;
    const apply = () => {
      if (visible && !reducedMotion.matches && !userPaused.current) void video.play().catch(() => {});
      else video.pause();
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false;
      apply();
    });
    observer.observe(video);
    reducedMotion.addEventListener('change', apply);
    return () => {
      observer.disconnect();
      reducedMotion.removeEventListener('change', apply);
    };
  }, []);

  function toggle() {
    const video = ref.current;
    if (!video) return;
    userPaused.current = !video.paused;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  }

  return (
    <>
      <video
        ref={ref}
        className={clsx(
          'absolute inset-0 size-full object-cover transition-opacity duration-700',
          started ? 'opacity-100' : 'opacity-0',
        )}
        src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => {
          setStarted(true);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        className="absolute top-4 right-4 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/25 text-white backdrop-blur-sm transition-colors hover:bg-black/45 md:top-6 md:right-8"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
      </button>
    </>
  );
}
