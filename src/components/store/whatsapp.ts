import { WHATSAPP_GREETING } from '@/lib/constants';

/** A wa.me chat link with the shop's greeting; wa.me wants the international number as digits only. */
export function whatsappChatUrl(number: string) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}
