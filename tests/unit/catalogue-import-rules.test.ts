import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from '@/lib/catalog-csv/description-html';
import { isPrivateAddress } from '@/server/catalog/catalogue-csv/public-address';

// The catalogue import's pure rules: a Shopify description read as the text a shopper sees and
// written back so that it reads the same, and which addresses pictures may never be fetched from
// (docs/security.md, "Pictures fetched by the catalogue import").

describe('descriptions between Shopify’s HTML and the shop’s text', () => {
  it('reads paragraphs, line breaks and list items as lines, drops other markup and decodes entities', () => {
    const html = '<h2>The Ikoyi</h2>\n<p>Hand-built in <strong>Lagos</strong>,\n  from iroko.</p><ul><li>Linen &amp; velvet</li><li>5&#x2019;&#160;wide</li></ul><p>Line one<br/>line two</p>';
    expect(htmlToText(html)).toBe('The Ikoyi\nHand-built in Lagos, from iroko.\nLinen & velvet\n5’\u00a0wide\nLine one\nline two');
  });

  it('writes text that reads back the same, markup-like text and runs of spaces included', () => {
    for (const text of ['Plain', 'A <b>bold</b> claim & more', 'Two  spaces and   three', 'Para one\n\nPara two\nline', '5 > 3 &amp; kept']) {
      expect(htmlToText(textToHtml(text))).toBe(text);
    }
    expect(textToHtml('a < b\nc')).toBe('a &lt; b<br>c');
  });
});

describe('addresses pictures are never fetched from', () => {
  it('refuses loopback, private, link-local, shared, multicast and reserved addresses, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.20.1.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::5', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('takes public addresses', () => {
    for (const address of ['23.227.38.65', '8.8.8.8', '172.32.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
