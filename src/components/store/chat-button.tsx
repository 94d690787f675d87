'use client';
import { ChatIcon, CloseIcon } from './icons';
import { ChatPanel, CHAT_PANEL_ID } from './chat-panel';

/**
 * The floating chat widget: a button that opens a small panel with a WhatsApp link. The browser opens and closes
 * the panel itself (the Popover API: the button, Escape, a tap elsewhere), so the first tap is answered before the
 * page's scripts arrive. A browser without popovers gets the WhatsApp link as the button instead (store.css, "The
 * chat button"). A client component with no state: the page's payload then carries its two props, not its markup.
 */
export function ChatButton({ chatUrl, siteName }: { chatUrl: string; siteName: string }) {
  return (
    <div className="fixed right-4 bottom-4 z-30 md:right-6 md:bottom-6">
      <ChatPanel chatUrl={chatUrl} siteName={siteName} />
      <button type="button" popoverTarget={CHAT_PANEL_ID} aria-label="Chat with us on WhatsApp" className="chat-toggle chat-round">
        <ChatIcon className="chat-closed size-6" strokeWidth={1.8} />
        <CloseIcon className="chat-opened size-6" strokeWidth={2} />
      </button>
      <a href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp" className="chat-link chat-round">
        <ChatIcon className="size-6" strokeWidth={1.8} />
      </a>
    </div>
  );
}
