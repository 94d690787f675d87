'use client';
import { useState } from 'react';
import { ArrowUpRight, ChevronLeft, ChevronRight, Images } from 'lucide-react';
import type { PortfolioProject as Project } from '@/server/content/portfolio';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { clsx } from 'clsx';
import { ImageFallback } from './image-fallback';
import { StoreImage } from '@/components/store/store-image';

/** A project card; opening it shows the project's gallery in a dialog. */
export function PortfolioProject({ project, priority = false }: { project: Project; priority?: boolean }) {
  const cover = project.coverImageUrl ?? project.images[0] ?? null;
  const count = project.images.length;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={count > 0 ? `${project.title}: view ${count} ${count === 1 ? 'photo' : 'photos'}` : project.title}
        className="group flex h-full w-full flex-col gap-4 rounded-lg text-left focus-visible:outline-offset-4">
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
      </DialogTrigger>
      <DialogContent className="max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6 md:p-8">
        <DialogHeader>
          {project.category ? <p className="eyebrow">{project.category}</p> : null}
          <DialogTitle className="text-2xl md:text-3xl">{project.title}</DialogTitle>
          <DialogDescription className="text-[0.95rem] leading-relaxed">
            {project.description ?? 'A project by our design studio.'}
          </DialogDescription>
        </DialogHeader>
        {count > 0 ? <Gallery title={project.title} images={project.images} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Gallery({ title, images }: { title: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const current = images[index] as string;

  return (
    <div
      className="flex min-w-0 flex-col gap-3"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + 1);
        else if (event.key === 'ArrowLeft') show(index - 1);
        else return;
        event.preventDefault();
      }}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-sand md:aspect-[16/10] md:max-h-[62dvh]">
        <StoreImage
          key={current}
          src={current}
          alt={`${title}, photo ${index + 1} of ${count}`}
          sizes="(min-width: 1024px) 60rem, 100vw"
          widths="wide"
          className="animate-fade-in object-cover"
        />
        {count > 1 ? (
          <>
            <GalleryArrow side="left" label="Previous photo" onClick={() => show(index - 1)} />
            <GalleryArrow side="right" label="Next photo" onClick={() => show(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-4">
          <ul className="flex min-w-0 gap-2 overflow-x-auto p-0.5" aria-label="Photos">
            {images.map((src, i) => (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={clsx(
                    'relative block h-14 w-20 overflow-hidden rounded-md border-2 transition-opacity md:h-16 md:w-24',
                    i === index ? 'border-foreground' : 'border-transparent opacity-65 hover:opacity-100',
                  )}
                >
                  <StoreImage src={src} alt="" sizes="6rem" widths="thumb" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="shrink-0 text-sm text-muted-foreground tabular-nums">
            {index + 1} / {count}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function GalleryArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-soft transition-colors hover:bg-background',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
