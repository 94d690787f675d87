import { headers } from 'next/headers';
import { scriptNonceOf } from '@/lib/security-headers';
import { dataSaverOn } from '@/server/data-saver';
import { squeezeScript } from '@/lib/squeeze-script';

// Registers the storefront's service worker, public/sw.js, which keeps the pages a shopper has seen and
// their cart so they open again without the network (docs/decisions/0084-kept-pages-offline.md). An
// inline script of about 400 bytes, run after the page's `load`: no first-load JS, and nothing competes
// with the first screen. Every page tells the worker whether it was drawn for the data saver (the
// footer switch's cookie is HttpOnly, so the worker cannot read it), and then the worker fetches
// nothing on its own. The page the worker is first installed on loaded before it could watch, so that
// page hands it its own address and the files it loaded (most are in the HTTP cache already).
const SCRIPT = squeezeScript(`(function () {
  var w = navigator.serviceWorker;
  if (!w) return;
  addEventListener('load', function () {
    var first = !w.controller;
    w.register('/sw.js').then(function () { return w.ready; }).then(function (r) {
      if (r.active) r.active.postMessage({ page: location.href, first: first, saving: SAVING, files: first ? performance.getEntriesByType('resource').map(function (e) { return e.name; }) : [] });
    }).catch(function () {});
  });
})()`);

/** The inline script, for a page drawn for the data saver or not. */
export const keptPagesScript = (saving: boolean) => SCRIPT.replace('SAVING', String(saving));

/** The inline script, with the request's nonce on the pages rendered per visitor (their policy runs no script without it). */
export async function KeptPages() {
  const nonce = scriptNonceOf((await headers()).get('content-security-policy'));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: keptPagesScript(await dataSaverOn()) }} />;
}
