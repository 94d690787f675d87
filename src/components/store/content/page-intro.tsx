import { SectionHeading } from '@/components/store/section-heading';

/**
 * The opening of a content page: eyebrow, the page's h1 and one line. It stays on the ivory
 * ground, where the brass eyebrow keeps its 4.5:1 contrast (on sand it would not).
 */
export function PageIntro({ eyebrow, title, text }: { eyebrow?: string; title: string; text?: string }) {
  return (
    <header className="border-b border-border/70">
      <div className="container-page pt-12 pb-10 md:pt-20 md:pb-16">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} text={text} />
      </div>
    </header>
  );
}
