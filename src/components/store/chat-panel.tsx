import { CloseIcon } from './icons';

export const CHAT_PANEL_ID = 'chat-panel';

/**
 * The chat widget's panel (chat-button.tsx): a popover the browser shows above the button, in the top layer, and
 * hides again on Escape, a tap elsewhere or its close button.
 */
export function ChatPanel({ chatUrl, siteName }: { chatUrl: string; siteName: string }) {
  return (
    <section id={CHAT_PANEL_ID} popover="auto" aria-label="Chat with us" className="chat-panel">
      <div className="chat-head">
        <div>
          <p className="chat-title">{siteName}</p>
          <p className="chat-sub">Our design team usually replies within a few hours</p>
        </div>
        <button type="button" popoverTarget={CHAT_PANEL_ID} popoverTargetAction="hide" aria-label="Close chat" className="chat-close">
          <CloseIcon className="size-5" strokeWidth={2} />
        </button>
      </div>
      <p className="chat-note">
        Hello! Planning a new room, or looking for the right sofa or curtains? Chat with us on WhatsApp and we will gladly
        help.
      </p>
      <a href={chatUrl} target="_blank" rel="noopener noreferrer" className="chat-start">
        Start chat
      </a>
    </section>
  );
}
