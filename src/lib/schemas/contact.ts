import '@/lib/zod-jitless';
import { z } from 'zod';
import { multiLine, oneLine } from './fields';

// The contact form's fields, shared by the form in the browser and POST /api/contact-email.
export const contactMessageSchema = z.object({
  name: oneLine().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: oneLine().trim().min(1, 'Email is required').max(200, 'Email is too long').pipe(z.email('Enter a valid email address')),
  phone: oneLine()
    .trim()
    .max(40, 'Phone number is too long')
    .optional()
    .transform((v) => v || null),
  message: multiLine().trim().min(1, 'Message is required').max(5000, 'Message is too long (5,000 characters at most)'),
});

