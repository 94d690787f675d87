import type { Metadata } from 'next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '@/app/(store)/contact/_components/contact-form';
import { PageIntro } from '@/components/store/content/page-intro';
import { WhatsAppIcon } from '@/components/store/brand-icons';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { loadStoreSettings } from '@/server/settings/store-settings';

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Visit our Lekki showroom, call, email or chat with the Adire Living design team about furniture, curtains and interior design.',
};

export default async function ContactPage() {
  const { contactAddress, contactPhone, contactEmail, whatsappNumber } = await loadStoreSettings();
  const chatUrl = whatsappChatUrl(whatsappNumber);

  return (
    <>
      <PageIntro
        eyebrow="Get in touch"
        title="Contact Us"
        text="A question about an order, a made-to-measure piece or a whole room? Write to us and our design team will reply."
      />
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1.45fr_1fr] lg:gap-16">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8 md:p-10">
          <h2 id="contact-form-heading" className="text-2xl font-medium md:text-3xl">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-sm text-muted-foreground">We usually reply within one working day.</p>
          <ContactForm />
        </section>

        <aside aria-label="Other ways to reach us" className="flex flex-col gap-4">
          {contactAddress ? (
            <DetailCard icon={<MapPin aria-hidden="true" className="size-5" strokeWidth={1.6} />} title="Visit Us">
              <address className="not-italic whitespace-pre-line">{contactAddress}</address>
            </DetailCard>
          ) : null}
          {contactPhone ? (
            <DetailCard icon={<Phone aria-hidden="true" className="size-5" strokeWidth={1.6} />} title="Call Us">
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className="underline decoration-brass underline-offset-4 hover:decoration-foreground">
                {contactPhone}
              </a>
            </DetailCard>
          ) : null}
          {contactEmail ? (
            <DetailCard icon={<Mail aria-hidden="true" className="size-5" strokeWidth={1.6} />} title="Email Us">
              <a href={`mailto:${contactEmail}`} className="break-all underline decoration-brass underline-offset-4 hover:decoration-foreground">
                {contactEmail}
              </a>
            </DetailCard>
          ) : null}

          <section aria-labelledby="chat-heading" className="mt-2 flex flex-col gap-4 rounded-xl bg-indigo p-6 text-indigo-foreground md:p-7">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-indigo-foreground/10">
                <WhatsAppIcon className="size-5" />
              </span>
              <h2 id="chat-heading" className="text-xl font-medium md:text-2xl">
                Chat with Us
              </h2>
            </div>
            <p className="text-sm leading-relaxed text-indigo-muted">
              Prefer to talk it through? Send photos of your space on WhatsApp and a designer will suggest pieces,
              fabrics and sizes.
            </p>
            {chatUrl ? (
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-[#075e54] px-6 text-sm font-semibold text-white transition-colors hover:bg-[#064a42] focus-visible:outline-indigo-foreground"
              >
                <WhatsAppIcon className="size-5" />
                Chat on WhatsApp
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <p className="text-sm text-indigo-muted">Our chat line is being set up; the form and the details above reach us today.</p>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}

function DetailCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="flex gap-4 rounded-xl border border-border bg-card p-5 md:p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-accent">{icon}</span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-muted-foreground uppercase">{title}</h2>
        <div className="text-[0.975rem] leading-relaxed text-foreground">{children}</div>
      </div>
    </section>
  );
}
