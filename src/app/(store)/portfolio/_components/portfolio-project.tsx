import { ArrowUpRight, Images } from 'lucide-react';
import type { PortfolioProject as Project } from '@/server/content/portfolio-reads';
import { ImageFallback } from '@/components/store/content/image-fallback';
import { ProjectDialog } from './project-dialog';
import { StoreImage } from '@/components/store/store-image';

/**
 * A project card; opening it shows the project's gallery in a dialog. The card is drawn on the
 * server: only the dialog (project-dialog.tsx) is script.
 */
export function PortfolioProject({ project, priority = false }: { project: Project; priority?: boolean }) {
  const cover = project.coverImageUrl ?? project.images[0] ?? null;
  const count = project.images.length;
  return (
    <ProjectDialog
      project={project}
      label={count > 0 ? `${project.title}: view ${count} ${count === 1 ? 'photo' : 'photos'}` : project.title}
    >
      <span className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-sand">
        {cover ? (
          <StoreImage
            src={cover}
            alt=""
            preload={priority}
            sizes="(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <ImageFallback />
        )}
        {count > 0 ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-background/95 px-3 py-1 text-xs font-semibold text-foreground shadow-soft">
            <Images aria-hidden="true" className="size-3.5" />
            {count} {count === 1 ? 'photo' : 'photos'}
          </span>
        ) : null}
      </span>
      <span className="flex flex-col gap-2 px-0.5">
        {project.category ? <span className="eyebrow">{project.category}</span> : null}
        <span className="flex items-start justify-between gap-3">
          <span className="font-display text-xl leading-snug font-medium text-foreground decoration-brass underline-offset-4 group-hover:underline md:text-2xl">
            {project.title}
          </span>
          <ArrowUpRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-accent" />
        </span>
        {project.description ? (
          <span className="line-clamp-3 text-[0.95rem] leading-relaxed text-muted-foreground">{project.description}</span>
        ) : null}
      </span>
    </ProjectDialog>
  );
}
