import { describe, expect, it } from 'vitest';
import { cartOrderMessage } from '@/lib/cart/whatsapp-order';
import { productEnquiryMessage, whatsappChatUrl, whatsappUrl } from '@/lib/whatsapp';

const textOf = (url: string | null) => new URL(url!).searchParams.get('text');

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappChatUrl('+234 803-123 4567')).toBe(
      "https://wa.me/2348031234567?text=Hello!%20I'm%20interested%20in%20your%20interior%20design%20services.",
    );
    const url = whatsappUrl('2348031234567', 'Sofa & chair? 50% off #1\nnext line');
    expect(url).toBe('https://wa.me/2348031234567?text=Sofa%20%26%20chair%3F%2050%25%20off%20%231%0Anext%20line');
    expect(new URL(url!).searchParams.get('text')).toBe('Sofa & chair? 50% off #1\nnext line');
  });

  it.each([null, undefined, '', 'call us', '  -  '])('is null without a number (%j)', (number) => {
    expect(whatsappUrl(number, 'Hello')).toBeNull();
    expect(whatsappChatUrl(number)).toBeNull();
  });
});

describe('productEnquiryMessage', () => {
  const url = 'https://shop.example.ng/product/3f2b';

  it('names the piece, its chosen colour and its page', () => {
    expect(productEnquiryMessage({ name: 'Lekki Velvet Sofa', color: 'Indigo', url })).toBe(
      "Hello! I'd like to ask about the Lekki Velvet Sofa in Indigo: https://shop.example.ng/product/3f2b",
    );
  });

  it('leaves the colour out until one is chosen', () => {
    expect(productEnquiryMessage({ name: 'Brass Wall Mirror', color: null, url })).toBe(
      "Hello! I'd like to ask about the Brass Wall Mirror: https://shop.example.ng/product/3f2b",
    );
  });
});

describe('cartOrderMessage', () => {
  it('lists every line with its variant, quantity and page, then the subtotal in naira', () => {
    const message = cartOrderMessage(
      [
        { name: 'Lekki Velvet Sofa', variant: '3-seater / Indigo', quantity: 2, url: 'https://shop.example.ng/product/a' },
        { name: 'Brass Wall Mirror', variant: null, quantity: 1, url: 'https://shop.example.ng/product/b' },
      ],
      90_012_050,
    );
    expect(message).toBe(
      [
        "Hello! I'd like to order:",
        '1. Lekki Velvet Sofa (3-seater / Indigo)\nQuantity: 2\nhttps://shop.example.ng/product/a',
        '2. Brass Wall Mirror\nQuantity: 1\nhttps://shop.example.ng/product/b',
        'Subtotal: ₦900,120.50',
      ].join('\n\n'),
    );
    expect(textOf(whatsappUrl('2348031234567', message))).toBe(message);
  });
});
