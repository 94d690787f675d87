import 'server-only';
import { formatNaira } from '@/lib/money';
import type { QueuedMail } from '@/server/mail/mail-jobs';

// What a shopper waiting for a sold-out piece reads (docs/product.md, "Back in stock").

function mail(to: string, subject: string, lines: string[], siteName: string): QueuedMail {
  return { to, subject, text: [...lines, '', 'You do not need to reply to this mail.', '', siteName].join('\n') };
}

/** To a visitor's address: nothing is sent when the piece is back until they open this link and confirm. */
export function confirmStockAlertMail(to: string, piece: { name: string }, link: string, siteName: string): QueuedMail {
  return mail(
    to,
    `Confirm: tell me when ${piece.name} is back`,
    [
      'Hello,',
      '',
      `Someone (we hope you) asked ${siteName} to send this address one mail when ${piece.name} is back in stock. To confirm, open this link and press Confirm:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: without your confirmation we will not write again.',
    ],
    siteName,
  );
}

/** The one mail a waiting address gets when the piece is back: the piece, its price now, a link to it. */
export function backInStockMail(to: string, piece: { name: string; priceKobo: number }, link: string, siteName: string): QueuedMail {
  return mail(
    to,
    `Back in stock: ${piece.name}`,
    [
      'Hello,',
      '',
      `Good news: ${piece.name} is back in stock at ${siteName}, at ${formatNaira(piece.priceKobo)}.`,
      '',
      'See it and order it here while it lasts:',
      link,
      '',
      'You asked us to tell you once: this is the only mail we send about it.',
    ],
    siteName,
  );
}
