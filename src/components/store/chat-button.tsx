'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { WhatsAppIcon } from './brand-icons';
import { whatsappChatUrl } from '@/lib/whatsapp';

/** The floating chat widget: a button that toggles a small panel opening a WhatsApp chat. */
export function ChatButton({ whatsappNumber, siteName }: { whatsappNumber: string | null; siteName: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const chatUrl = whatsappChatUrl(whatsappNumber);
  if (!chatUrl) return null;

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 md:right-6 md:bottom-6">
      <section
        id={panelId}
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
            onClick={() => setOpen(false)}
            aria-label="Close chat"
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
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
      <button
        ref={toggleRef}
        type="button"
        aria-label="Chat with us on WhatsApp"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-14 items-center justify-center rounded-full bg-[#075e54] text-white shadow-lift transition-transform duration-200 hover:scale-105 focus-visible:outline-offset-4"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" strokeWidth={1.8} />}
      </button>
    </div>
  );
}
