'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type { PortfolioProject as Project } from '@/server/content/portfolio-reads';
import { LineIcon } from './line-icon';
import { ProjectGallery } from './project-gallery';

/**
 * The project card's button and its gallery dialog: a native modal <dialog> rather than Radix
 * Dialog (about 15 KB of gzipped script). showModal() makes the rest of the page inert (focus
 * stays inside) and Escape closes it; focus returns to the card. A click on the backdrop closes
 * it too, as Radix's did. The contents are drawn only while it is open, so the gallery's photos load on demand.
 */
export function ProjectDialog({ project, label, children }: { project: Project; label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    // The page behind does not scroll under the dialog.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  function onClose() {
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="group flex h-full w-full flex-col gap-4 rounded-lg text-left focus-visible:outline-offset-4"
      >
        {children}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          onClose={onClose}
          onClick={(event) => {
            // A click on the backdrop lands on the dialog itself, outside its box (its scrollbar is inside).
            const box = event.currentTarget.getBoundingClientRect();
            const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
            if (event.target === event.currentTarget && outside) event.currentTarget.close();
          }}
          className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl animate-fade-in overflow-y-auto rounded-xl border border-border bg-background text-foreground shadow-lift backdrop:bg-foreground/45 backdrop:backdrop-blur-[2px]"
        >
          <div className="relative grid grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6 md:p-8">
            <div className="flex flex-col gap-1.5 pr-8">
              {project.category ? <p className="eyebrow">{project.category}</p> : null}
              <h2 id={`${id}-title`} className="font-display text-2xl leading-tight font-semibold text-foreground md:text-3xl">
                {project.title}
              </h2>
              <p id={`${id}-description`} className="text-[0.95rem] leading-relaxed text-muted-foreground">
                {project.description ?? 'A project by our design studio.'}
              </p>
            </div>
            {project.images.length > 0 ? <ProjectGallery title={project.title} images={project.images} /> : null}
            <button
              type="button"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-foreground/6 hover:text-foreground"
            >
              <LineIcon path="M18 6 6 18M6 6l12 12" className="size-5" />
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
