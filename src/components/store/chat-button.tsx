'use client';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from './icons';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat widget: a button that toggles a small panel opening a WhatsApp chat. The
 * panel's code loads when the pointer or focus reaches the button, not with every page.
 */
export function ChatButton({ chatUrl, siteName }: { chatUrl: string; siteName: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed), as aria-controls points at it.
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel();

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 md:right-6 md:bottom-6">
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} close={() => setOpen(false)} toggle={toggleRef} chatUrl={chatUrl} siteName={siteName} />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label="Chat with us on WhatsApp"
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        data-replay
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="inline-flex size-14 items-center justify-center rounded-full bg-[#075e54] text-white shadow-lift transition-transform duration-200 hover:scale-105 focus-visible:outline-offset-4"
      >
        {open ? <CloseIcon className="size-6" strokeWidth={2} /> : <ChatIcon className="size-6" strokeWidth={1.8} />}
      </button>
    </div>
  );
}
