import { cn } from '@/lib/cn';
import { fieldBase } from './input';

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} data-slot="textarea" className={cn(fieldBase, 'min-h-24 py-2.5', className)} {...props} />;
}
