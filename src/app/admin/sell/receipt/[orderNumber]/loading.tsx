import { Spinner } from '@/components/ui/spinner';

export default function Loading() {
  return <Spinner label="Loading the receipt…" className="size-6 text-muted-foreground" />;
}
