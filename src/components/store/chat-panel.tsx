'use client';
import { useEffect } from 'react';
import { WhatsAppIcon } from './brand-icons';
import { CloseIcon } from './icons';

/** The chat widget's panel (chat-button.tsx), loaded with its first opening. */
export function ChatPanel({
  id,
  open,
  close,
  toggle,
  chatUrl,
  siteName,
}: {
  id: string;
  open: boolean;
  close: () => void;
  /** The chat button: Escape closes the panel and returns focus to it. */
  toggle: React.RefObject<HTMLButtonElement | null>;
  chatUrl: string;
  siteName: string;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, toggle]);

  return (
    <section
      id={id}
      hidden={!open}
      aria-label="Chat with us"
      className="w-[min(20rem,calc(100vw-2rem))] animate-slide-down overflow-hidden rounded-xl border border-border bg-card shadow-lift"
    >
      <div className="flex items-start justify-between gap-3 bg-[#075e54] px-4 py-3 text-white">
        <div>
          <p className="font-display text-lg leading-tight font-semibold">{siteName}</p>
          <p className="text-xs text-white/85">Our design team usually replies within a few hours</p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close chat"
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/10"
        >
          <CloseIcon className="size-5" strokeWidth={2} />
        </button>
      </div>
      <div className="flex flex-col gap-4 p-4">
        <p className="rounded-lg rounded-tl-none bg-sand px-3 py-2.5 text-sm leading-relaxed text-foreground">
          Hello! Planning a new room, or looking for the right sofa or curtains? Chat with us on WhatsApp and we
          will gladly help.
        </p>
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-[#075e54] px-5 text-sm font-semibold text-white transition-colors hover:bg-[#064a42]"
        >
          <WhatsAppIcon className="size-5" />
          Start chat
        </a>
      </div>
    </section>
  );
}
