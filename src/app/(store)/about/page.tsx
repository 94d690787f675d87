import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Gem, HeartHandshake, Ruler, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/store/section-heading';
import { ImageFallback } from '@/components/store/content/image-fallback';
import { PageIntro } from '@/components/store/content/page-intro';
import { OrganizationJsonLd } from '@/components/store/organization-json-ld';
import { TeamPortrait } from '@/app/(store)/about/_components/team-portrait';
import { StoreImage } from '@/components/store/store-image';
import { listPublishedPortfolio } from '@/server/content/portfolio-reads';
import { logger } from '@/server/logger';

export const metadata: Metadata = {
  title: 'About Us',
  description:
    'Adire Living is a Lagos interior design studio and furniture workshop making sofas, beds, curtains and whole rooms for Nigerian homes.',
};

const VALUES = [
  { name: 'Passion', Icon: Sparkles, line: 'We love what a well-made room does for the people who live in it, and it shows in every detail.' },
  { name: 'Excellence', Icon: Gem, line: 'Kiln-dried hardwoods, hand-finished joints and fabrics chosen to last through harmattan and rainy season.' },
  { name: 'Collaboration', Icon: HeartHandshake, line: 'Your home, your story: we listen first, sketch together and keep you in every decision.' },
  { name: 'Precision', Icon: Ruler, line: 'Measured twice, made once: from curtain drops to sofa depths, everything is built to fit.' },
] as const;

// The designers who also write the blog; portraits are illustrated until photographs are taken.
const TEAM = [
  { id: 'tolu', name: 'Tolu Adebayo', initials: 'TA', role: 'Founder & Lead Designer', motif: 'dots', bio: 'Trained in Lagos and Milan, Tolu founded the studio to make modern rooms that still feel Nigerian.' },
  { id: 'chiamaka', name: 'Chiamaka Obi', initials: 'CO', role: 'Senior Interior Designer', motif: 'rings', bio: 'Chiamaka leads our residential projects and has a gift for light, colour and the perfect curtain.' },
  { id: 'emeka', name: 'Emeka Nwosu', initials: 'EN', role: 'Project Manager', motif: 'waves', bio: 'Emeka keeps workshop, suppliers and delivery teams on schedule, from the first drawing to the final cushion.' },
] as const;

/** Two pictures of our own projects for the story, when the portfolio can give them. */
async function storyImages(): Promise<string[]> {
  try {
    const projects = await listPublishedPortfolio();
    return projects.flatMap((p) => (p.coverImageUrl ? [p.coverImageUrl] : [])).slice(0, 2);
  } catch (error) {
    logger.error({ err: error }, 'Failed to load portfolio images for the about page');
    return [];
  }
}

export default async function AboutPage() {
  await connection();
  const [main, second] = await storyImages();

  return (
    <>
      <OrganizationJsonLd />
      <PageIntro
        eyebrow="Our story"
        title="About Us"
        text="Designers and craftspeople making homes across Nigeria beautiful, one room at a time."
      />

      <section aria-labelledby="story-heading" className="container-page grid items-center gap-12 py-16 md:py-24 lg:grid-cols-2 lg:gap-20">
        <div className="relative pb-10 sm:pr-16 lg:pb-16">
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand shadow-soft">
            {main ? (
              <StoreImage src={main} alt="A living room designed by our studio" preload sizes="(min-width: 1024px) 40vw, 100vw" className="object-cover" />
            ) : (
              <ImageFallback />
            )}
          </div>
          {second ? (
            <div className="absolute right-0 bottom-0 hidden aspect-square w-2/5 overflow-hidden rounded-xl border-[6px] border-background bg-sand shadow-lift sm:block">
              <StoreImage src={second} alt="" sizes="20vw" className="object-cover" />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-5">
          <p className="eyebrow">Since 2014</p>
          <h2 id="story-heading" className="text-3xl leading-tight font-medium md:text-[2.5rem]">
            Made in Lagos, for the way Nigerians live
          </h2>
          <div className="flex flex-col gap-4 text-[1.0625rem] leading-relaxed text-foreground/85">
            <p>
              Adire Living began in a small Yaba workshop with one carpenter, one upholsterer and a belief that Nigerian
              homes deserved furniture designed for them: for our light, our heat, our large families and our love of
              hosting.
            </p>
            <p>
              Our name comes from adire, the indigo resist-dyed cloth of Abeokuta. Like adire, everything we make is
              done by hand, in small batches, with patience. Today our studio designs whole homes and our Lagos
              workshop builds the sofas, beds, tables and curtains that fill them.
            </p>
            <p>
              From a single armchair to a six-bedroom duplex, we treat every project the same way: listen carefully,
              design honestly and make it to last.
            </p>
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-4 border-t border-border pt-6">
            {[
              ['600+', 'Rooms designed'],
              ['25', 'Makers in our workshop'],
              ['36', 'States we deliver to'],
            ].map(([figure, label]) => (
              <div key={label} className="flex flex-col gap-1">
                <dt className="order-2 text-xs leading-snug text-muted-foreground md:text-sm">{label}</dt>
                <dd className="order-1 font-display text-3xl font-medium text-accent md:text-4xl">{figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="border-y border-border/70 bg-card py-16 md:py-24">
        <div className="container-page">
          <SectionHeading id="values-heading" eyebrow="What guides us" title="Our Values" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {VALUES.map(({ name, Icon, line }) => (
              <li
                key={name}
                className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-border bg-background p-5 sm:flex sm:flex-col sm:gap-4 md:p-7"
              >
                <span className="row-span-2 inline-flex size-11 items-center justify-center rounded-full bg-indigo text-indigo-foreground sm:size-12">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.6} />
                </span>
                <h3 className="text-xl font-medium">{name}</h3>
                <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{line}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="container-page py-16 md:py-24">
        <SectionHeading
          id="team-heading"
          eyebrow="The people behind the pieces"
          title="Meet Our Team"
          text="A small studio, so you will know each of us by name."
        />
        <ul className="mt-12 grid gap-8 sm:grid-cols-3 sm:gap-6 lg:gap-8">
          {TEAM.map((member) => (
            <li key={member.id} className="grid grid-cols-[6.5rem_1fr] items-start gap-5 sm:flex sm:flex-col sm:gap-4">
              <div className="aspect-square overflow-hidden rounded-xl shadow-soft sm:aspect-[4/5]">
                <TeamPortrait id={member.id} initials={member.initials} motif={member.motif} />
              </div>
              <div className="flex flex-col gap-1.5 sm:px-0.5">
                <h3 className="text-xl font-medium md:text-2xl">{member.name}</h3>
                <p className="text-sm font-semibold tracking-wide text-accent">{member.role}</p>
                <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mission-heading" className="bg-indigo text-indigo-foreground">
        <div className="container-page flex flex-col items-center gap-6 py-16 text-center md:py-24">
          <p className="text-xs font-semibold tracking-[0.2em] text-indigo-muted uppercase">Why we do it</p>
          <h2 id="mission-heading" className="text-3xl font-medium md:text-[2.75rem]">
            Our Mission
          </h2>
          <p className="max-w-3xl font-display-italic text-xl leading-relaxed text-indigo-foreground/95 italic md:text-2xl md:leading-relaxed">
            To make beautiful, lasting homes possible for every Nigerian family, with furniture made by local hands,
            designed for how we really live, and delivered with care to every corner of the country.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild variant="inverse" size="lg">
              <Link href="/contact">Start your project</Link>
            </Button>
            <Button asChild size="lg" className="border border-indigo-muted/60 bg-transparent text-indigo-foreground hover:bg-indigo-foreground/10">
              <Link href="/portfolio">See our work</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
