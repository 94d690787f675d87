'use client';
import { startTransition, useOptimistic, useState } from 'react';
import { useRouter } from 'next/navigation';
import { GalleryHorizontal, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { phoneStickyActionsCell, phoneStickyActionsHead } from '@/components/admin/pinned-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { TableCell, TableRow } from '@/components/ui/table';
import type { AdminHeroSlide, HeroSlideCategoryOption } from '@/server/content/admin-hero-reads';
import { deleteHeroSlideAction } from '@/server/content/actions/delete-hero-slide';
import { setHeroSlideActiveAction } from '@/server/content/actions/set-hero-slide-active';
import { HeroSlideDialog } from './hero-slide-dialog';
import { useAction } from '@/components/use-action';

/** A failure toast: the product's title, with the server's own reason when it has a better one. */
const COLUMNS: ListColumn[] = [
  { label: 'Image', className: 'w-28 max-sm:hidden' },
  { label: 'Title' },
  { label: 'Active' },
  { label: 'Category' },
  { label: 'Order', className: 'text-right' },
  { label: 'Actions', className: `text-right ${phoneStickyActionsHead}`, srOnly: true },
];

const DELETE_MESSAGES: RemoveMessages = { success: 'Slide deleted successfully', failed: 'Error deleting slide', errorTitle: 'Error deleting slide' };

/** The Hero slides screen: the table with its active switch, the add/edit dialog, delete via confirm. */
export function HeroSlidesScreen({ slides, categories }: { slides: AdminHeroSlide[]; categories: HeroSlideCategoryOption[] }) {
  const dialog = useEditDialog<AdminHeroSlide>();
  const list = useAdminList(slides);
  const rows = list.visible;
  const names = new Map(categories.map((c) => [c.slug as string, c.name]));

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Hero Slides"
        description="The carousel on the home page. Only active slides are shown, in display order."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add Slide</AddButton>}
      />

      <ListResults
        list={list}
        empty={{ icon: GalleryHorizontal, message: 'No slides yet', hint: 'Click “Add Slide” to create one. Without slides the carousel is hidden.' }}
      >
        <ListTable aria-label="Hero slides" columns={COLUMNS}>
          {rows.map((slide) => (
            <SlideRow
              key={slide.id}
              slide={slide}
              categoryName={names.get(slide.category) ?? slide.category}
              onEdit={() => dialog.edit(slide)}
              onDelete={() =>
                list.remove(slide.id, deleteHeroSlideAction, DELETE_MESSAGES)
              }
            />
          ))}
        </ListTable>
      </ListResults>

      <HeroSlideDialog
        open={dialog.open}
        slide={dialog.item}
        slideCount={rows.length}
        categories={categories}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}

function SlideRow({
  slide,
  categoryName,
  onEdit,
  onDelete,
}: {
  slide: AdminHeroSlide;
  categoryName: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const router = useRouter();
  // The switch moves at once; it settles on the saved value when the list reloads.
  const [active, setActive] = useOptimistic(slide.active);
  const [deleting, setDeleting] = useState(false);
  const { run } = useAction(toast);

  function toggle(next: boolean) {
    startTransition(async () => {
      setActive(next);
      // A call that never answered says only the title.
      const result = await run(setHeroSlideActiveAction, { id: slide.id, active: next }, {
        failed: 'Error updating slide',
        success: next ? 'Slide activated' : 'Slide deactivated',
        refused: (refusal) => ({ title: 'Error updating slide', description: refusal.error !== 'Error updating slide' ? refusal.error : undefined }),
      });
      if (result.ok) router.refresh();
    });
  }

  async function remove() {
    // The product's hero slides are deleted via the browser's own confirm.
    if (!window.confirm(`Are you sure you want to delete the slide "${slide.title}"?`)) return;
    setDeleting(true);
    await onDelete();
    setDeleting(false);
  }

  const switchId = `slide-active-${slide.id}`;
  return (
    <TableRow aria-busy={deleting}>
      <TableCell className="max-sm:hidden">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small admin preview of a stored slide image */}
        <img src={slide.imageUrl} alt="" loading="lazy" className="h-12 w-20 max-w-none rounded-md border border-border object-cover" />
      </TableCell>
      <TableCell className="max-w-80 min-w-36 sm:min-w-52">
        <p className="font-medium">{slide.title}</p>
        {slide.description ? <p className="line-clamp-1 text-xs text-muted-foreground">{slide.description}</p> : null}
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={active} onCheckedChange={toggle} aria-label={`Active: ${slide.title}`} />
          <span className="text-xs text-muted-foreground max-sm:hidden" aria-hidden="true">
            {active ? 'Active' : 'Hidden'}
          </span>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <Badge variant="secondary">{categoryName}</Badge>
      </TableCell>
      <TableCell className="text-right tabular-nums">{slide.displayOrder}</TableCell>
      <TableCell className={phoneStickyActionsCell}>
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${slide.title}`} onClick={onEdit} disabled={deleting}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${slide.title}`}
            onClick={remove}
            disabled={deleting}
            className="text-destructive hover:bg-destructive/10"
          >
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
