import { cn } from '@/lib/cn';
import { fieldBase } from './field-base';

export { fieldBase };

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(fieldBase, 'h-11', className)} {...props} />;
}
