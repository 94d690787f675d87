'use client';
import dynamic from 'next/dynamic';
import { TOASTER_OPTIONS } from '@/components/toast/toaster-options';
import { useToasterWanted } from './toast';

const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

/** The storefront's Toaster, loaded with the first toast (see ./toast.ts). */
export function StoreToaster() {
  return useToasterWanted() ? <Toaster {...TOASTER_OPTIONS} /> : null;
}
