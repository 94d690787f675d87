'use client';
import { createContext, useContext } from 'react';

// Whether this page is drawn for the data saver (docs/decisions/0083-data-saver.md). The store layout
// reads it from the request once and provides it here, so the pictures, the hero video and the
// carousel draw the same on the server and when the client renders a later page.
const DataSaverContext = createContext(false);

export function DataSaverProvider({ on, children }: { on: boolean; children: React.ReactNode }) {
  return <DataSaverContext value={on}>{children}</DataSaverContext>;
}

/** True on a page drawn for the data saver; false outside the storefront. */
export function useDataSaver() {
  return useContext(DataSaverContext);
}
