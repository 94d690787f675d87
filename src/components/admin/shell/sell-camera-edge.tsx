'use client';
import { useEffect } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { SELL_SCREEN_PATH } from '@/lib/security-headers';

// Only the Sell screen may use the camera (next.config.ts sends it camera=(self), every other page
// camera=()). A browser keeps the Permissions-Policy of the answer that loaded the document, whatever
// the router shows after it: reached by a client navigation the Sell screen would keep the camera off,
// and every screen reached from it that way would keep it on. So a page on the other side of the Sell
// screen's edge from the document is always a whole page load (docs/security.md, "Headers and files").

const isSellScreen = (path: string) => path === SELL_SCREEN_PATH;

export const crossesSellScreenEdge = (from: string, to: string) => isSellScreen(from) !== isSellScreen(to);

/** The path of the address that loaded this document (its navigation entry): the address bar has moved on since. */
function documentPath() {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : location.pathname;
}

function loadWholePageIfCrossed() {
  const loaded = documentPath();
  // A document loaded for this very address has its policy: nothing to do, so a reload never repeats.
  if (loaded !== location.pathname && crossesSellScreenEdge(loaded, location.pathname)) location.reload();
}

/**
 * In the back office's frame: whenever a client navigation (any link, a redirect, Back) has crossed the
 * edge, the page is loaded again whole, with its own policy.
 */
export function SellCameraEdge() {
  const pathname = usePathname();
  useEffect(() => loadWholePageIfCrossed(), [pathname]);
  // Leaving the back office (signing out to the storefront) unmounts the frame: check once the address has moved.
  useEffect(() => () => void setTimeout(loadWholePageIfCrossed), []);
  return null;
}

type ShellLinkProps = { href: string; onClick?: () => void; className?: string; 'aria-current'?: 'page'; children: React.ReactNode };

/** A link of the back office's frame: a client navigation, or a plain link (a whole page load) across the edge. */
export function ShellLink(props: ShellLinkProps) {
  return crossesSellScreenEdge(usePathname(), props.href) ? <a {...props} /> : <Link {...props} />;
}
