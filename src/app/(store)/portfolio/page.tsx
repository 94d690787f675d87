import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/store/content/inline-alert';
import { PageIntro } from '@/components/store/content/page-intro';
import { PortfolioProject } from '@/app/(store)/portfolio/_components/portfolio-project';
import { listPublishedPortfolio, type PortfolioProject as Project } from '@/server/content/portfolio-reads';
import { logger } from '@/server/logger';

export const metadata: Metadata = {
  title: 'Portfolio',
  description: 'Homes and spaces our studio has designed and furnished across Lagos and Abuja: living rooms, bedrooms and dining rooms.',
};

async function loadProjects(): Promise<Project[] | null> {
  try {
    return await listPublishedPortfolio();
  } catch (error) {
    logger.error({ err: error }, 'Failed to load portfolio');
    return null;
  }
}

export default async function PortfolioPage() {
  await connection();
  const projects = await loadProjects();

  return (
    <>
      <PageIntro
        eyebrow="Our work"
        title="Portfolio"
        text="Rooms we have designed, furnished and dressed for families and businesses across Nigeria."
      />
      <div className="container-page py-12 md:py-20">
        {projects === null ? (
          <InlineAlert
            title="Error loading projects"
            message="Our portfolio could not be loaded just now. Please refresh the page in a moment."
            className="mx-auto max-w-2xl"
          />
        ) : projects.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No projects to show yet. Our latest work will appear here soon.</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:gap-x-12 lg:gap-y-16">
            {projects.map((project, i) => (
              <li key={project.id}>
                <PortfolioProject project={project} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}

        <aside className="mt-20 flex flex-col items-center gap-5 border-t border-border pt-14 text-center">
          <p className="font-display text-2xl font-medium md:text-3xl">Planning a room of your own?</p>
          <p className="max-w-lg text-muted-foreground">
            Tell us about your space. Our designers visit homes in Lagos and work online with clients everywhere else.
          </p>
          <Button asChild size="lg">
            <Link href="/contact">Start your project</Link>
          </Button>
        </aside>
      </div>
    </>
  );
}
