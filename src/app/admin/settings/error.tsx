'use client';
import { useEffect } from 'react';
import type { SegmentErrorProps } from '@/components/admin/screen-error';

// Spec section 8: 'If the settings fail to load, nothing is rendered.' The admin frame stays
// around the empty screen; the server has logged the error (src/instrumentation.ts).
export default function SettingsError({ error }: SegmentErrorProps) {
  useEffect(() => console.error(error), [error]);
  return null;
}
