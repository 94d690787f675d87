'use client';
import { useEffect, useState } from 'react';

const MM_PER_PX = 25.4 / 96;
/** The page's margins (4 mm each, receipt-style.ts) and a little slack, so the last line never spills onto a second page. */
const MARGINS_MM = 8 + 2;

/**
 * Sizes the printed page to the receipt: browsers take no "auto" height in @page, so the page is made
 * as long as the paper element measures, and a roll printer feeds no more than the receipt needs.
 */
export function ReceiptPageSize({ paperId }: { paperId: string }) {
  const [heightMm, setHeightMm] = useState<number | null>(null);
  useEffect(() => {
    const paper = document.getElementById(paperId);
    if (!paper) return;
    const observer = new ResizeObserver(() => setHeightMm(Math.ceil(paper.getBoundingClientRect().height * MM_PER_PX) + MARGINS_MM));
    observer.observe(paper);
    return () => observer.disconnect();
  }, [paperId]);
  return heightMm === null ? null : <style>{`@page { size: 80mm ${heightMm}mm; }`}</style>;
}
