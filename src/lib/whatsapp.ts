// WhatsApp links with a message written for the shopper (they can still edit it before
// sending): the chat button's greeting, a question about one piece (a whole cart as an order:
// src/lib/cart/whatsapp-order.ts).

/**
 * A wa.me link that opens a chat with `number` and `text` typed in; wa.me wants the
 * international number as digits only. Null when the setting holds no number at all.
 */
export function whatsappUrl(number: string | null | undefined, text: string): string | null {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

const WHATSAPP_GREETING = "Hello! I'm interested in your interior design services.";

export function whatsappChatUrl(number: string | null | undefined) {
  return whatsappUrl(number, WHATSAPP_GREETING);
}

export type WhatsAppPiece = { name: string; color: string | null; url: string };

/** 'Hello! I'd like to ask about the Lekki Sofa in Indigo: https://…' */
export function productEnquiryMessage({ name, color, url }: WhatsAppPiece): string {
  return `Hello! I'd like to ask about the ${name}${color ? ` in ${color}` : ''}: ${url}`;
}
