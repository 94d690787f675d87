import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { htmlToText, textToHtml } from '@/lib/catalog-csv/description-html';
import { AddressProblem, hostProblem, isPrivateAddress, publicLookup } from '@/server/catalog/catalogue-csv/public-address';
import { type LoopbackDns, startLoopbackDns } from '../helpers/dns-server';

// Names the picture checks look up: one on the public internet, one resolving to an office network, one
// that has a public and a private address, none. The preview asks them of a DNS server on loopback
// (public-address.ts asks DNS servers); the connection's getaddrinfo lookup is answered here.
const { ANSWERS } = vi.hoisted(() => ({
  ANSWERS: { 'cdn.shopify.test': ['23.227.38.65'], 'intranet.lagos.test': ['10.0.0.8'], 'both.lagos.test': ['23.227.38.65', 'fe80::1'] } as Record<string, string[]>,
}));
vi.mock('node:dns/promises', async (original) => {
  const lookup = async (host: string) => {
    const found = ANSWERS[host]?.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  const real = await original<typeof import('node:dns/promises')>();
  return { ...real, lookup, default: { ...real, lookup } };
});

let dnsServer: LoopbackDns;
beforeAll(async () => {
  dnsServer = await startLoopbackDns({ answers: ANSWERS });
});
afterAll(() => dnsServer.close());

// The catalogue import's pure rules: a Shopify description read as the text a shopper sees and
// written back so that it reads the same, which addresses pictures may never be fetched from, and
// which picture hosts refuse a row rather than only lose the picture (docs/security.md, "Pictures
// fetched by the catalogue import").

describe('descriptions between Shopify’s HTML and the shop’s text', () => {
  it('reads paragraphs, line breaks and list items as lines, drops other markup and decodes entities, a no-break space as a space', () => {
    const html = '<h2>The Ikoyi</h2>\n<p>Hand-built in <strong>Lagos</strong>,\n  from iroko.</p><ul><li>Linen &amp; velvet</li><li>5&#x2019;&#160;wide</li></ul><p>Line one<br/>line two</p>';
    expect(htmlToText(html)).toBe('The Ikoyi\nHand-built in Lagos, from iroko.\nLinen & velvet\n5’ wide\nLine one\nline two');
  });

  it('writes text that reads back the same, markup-like text and runs of spaces included', () => {
    for (const text of ['Plain', 'A <b>bold</b> claim & more', 'Two  spaces and   three', 'Para one\n\nPara two\nline', '5 > 3 &amp; kept']) {
      expect(htmlToText(textToHtml(text))).toBe(text);
    }
    expect(textToHtml('a < b\nc')).toBe('a &lt; b<br>c');
  });

  // docs/security.md, "Descriptions imported from HTML": markup never reaches the shop as text.
  it('drops what <style>, <script> and comments hold, whatever they contain', () => {
    const html = '<style>p { color: red } .x::after { content: "<p>" }</style><p>Iroko</p><script>if (a < b) alert("</p>hi")</script><!-- <p>note</p> -->';
    expect(htmlToText(html)).toBe('Iroko');
  });

  it('keeps markup an attribute holds out of the text, a > inside quotes included', () => {
    expect(htmlToText('<p title="5 > 3 <b>">Ikoyi <img alt=\'a > b\' src="x.jpg">sofa</p>')).toBe('Ikoyi sofa');
  });

  it('reads a table row by row, its cells apart', () => {
    const html = '<table><tr><th>Width</th><th>Depth</th></tr><tr><td>200 cm</td><td><p>90 cm</p></td></tr></table>';
    expect(htmlToText(html)).toBe('Width | Depth\n200 cm | 90 cm');
  });

  it('decodes every named entity HTML has, not only the common few', () => {
    expect(htmlToText('<p>Caf&eacute; chair &mdash; 5&rsquo; wide</p>')).toBe('Café chair — 5’ wide');
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

describe('picture hosts at the preview and at connection time', () => {
  it('refuses a host that resolves to any address off the public internet; one not found is only not found', async () => {
    expect(await hostProblem('cdn.shopify.test')).toBeNull();
    expect(await hostProblem('intranet.lagos.test')).toEqual({ kind: 'private', message: 'intranet.lagos.test is a private or local network address: pictures must come from the public internet' });
    expect(await hostProblem('both.lagos.test')).toMatchObject({ kind: 'private' });
    expect(await hostProblem('10.0.0.8')).toMatchObject({ kind: 'private' });
    expect(await hostProblem('cdn.pictures.invalid')).toEqual({ kind: 'not-found', message: 'the host cdn.pictures.invalid cannot be found' });
  });

  it('gives a connection no private address, whatever the name answered before', async () => {
    const connect = (host: string) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) => publicLookup(host, {}, (error, address) => resolve({ error, address })));
    expect(await connect('cdn.shopify.test')).toEqual({ error: null, address: '23.227.38.65' });
    for (const host of ['intranet.lagos.test', 'both.lagos.test', 'cdn.pictures.invalid']) {
      const { error, address } = await connect(host);
      expect(error, host).toBeInstanceOf(AddressProblem);
      expect(address).toBe('');
    }
  });
});
