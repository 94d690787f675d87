'use client';
import dynamic from 'next/dynamic';

/**
 * NairaBarChart, its code (Recharts, about 100 KB) fetched once the report's figures and tables are on
 * screen: they come first, and the chart is drawn in the browser, at the card's width.
 */
export const LazyNairaBarChart = dynamic(() => import('./bar-chart').then((module) => module.NairaBarChart), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-60 animate-pulse rounded-lg bg-sand" />,
});
