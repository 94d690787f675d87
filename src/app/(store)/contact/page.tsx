import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <PagePlaceholder
      eyebrow="Get in touch"
      title="Contact Us"
      text="Our contact form is on its way. Meanwhile, the chat button below reaches our design team on WhatsApp."
    />
  );
}
