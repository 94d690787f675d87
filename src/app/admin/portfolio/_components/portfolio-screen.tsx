'use client';
import { useState } from 'react';
import { Frame, ImageOff, Images, Pencil, Trash2 } from 'lucide-react';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { ListResults } from '@/components/admin/list/list-results';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PORTFOLIO_STATUS_LABELS } from '@/lib/schemas/portfolio';
import type { AdminPortfolioItem } from '@/server/content/admin-portfolio-reads';
import { deletePortfolioItemAction } from '@/server/content/actions/delete-portfolio-item';
import { PortfolioDialog } from './portfolio-dialog';

const DELETE_MESSAGES: RemoveMessages = { success: 'Portfolio item deleted successfully', failed: 'Failed to delete portfolio item.' };

/** The Portfolio screen: the projects as cards, the add/edit dialog and delete with confirmation. */
export function PortfolioScreen({ items }: { items: AdminPortfolioItem[] }) {
  const dialog = useEditDialog<AdminPortfolioItem>();
  const list = useAdminList(items);
  const cards = list.visible;
  // The categories already in use, offered as suggestions in the dialog.
  const categories = [...new Set(items.map((item) => item.category).filter((c): c is string => Boolean(c)))].sort();

  async function remove(item: AdminPortfolioItem) {
    await list.remove(item.id, deletePortfolioItemAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Portfolio"
        description="Projects shown on the portfolio page. Drafts stay here until they are published."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add Portfolio Item</AddButton>}
      />

      <ListResults list={list} empty={{ icon: Frame, message: 'No portfolio items yet. Click "Add Portfolio Item" to create one.' }}>
        <ul aria-label="Portfolio items" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((item) => (
            <li key={item.id}>
              <PortfolioCard
                item={item}
                onEdit={() => dialog.edit(item)}
                deleteButton={
                  <ConfirmDelete
                    description="This will permanently delete this portfolio item."
                    onConfirm={() => remove(item)}
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={`Delete ${item.title}`} className="text-destructive hover:bg-destructive/10">
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </Button>
                    }
                  />
                }
              />
            </li>
          ))}
        </ul>
      </ListResults>

      <PortfolioDialog
        open={dialog.open}
        item={dialog.item}
        categories={categories}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}

function PortfolioCard({ item, onEdit, deleteButton }: { item: AdminPortfolioItem; onEdit: () => void; deleteButton: React.ReactNode }) {
  const count = item.images.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-soft">
      <Cover key={item.coverImageUrl} url={item.coverImageUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="line-clamp-2 font-medium leading-snug text-foreground">{item.title}</h2>
          <Badge variant={item.status === 'published' ? 'default' : 'outline'}>{PORTFOLIO_STATUS_LABELS[item.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{item.category ?? 'No category'}</p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Images aria-hidden="true" className="size-3.5" />
          {count === 0 ? 'No gallery images' : `${count} gallery ${count === 1 ? 'image' : 'images'}`}
        </p>
        <div className="mt-auto flex justify-end gap-1 border-t border-border/70 pt-3">
          <Button variant="ghost" size="sm" aria-label={`Edit ${item.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          {deleteButton}
        </div>
      </div>
    </article>
  );
}

/** The cover, or a quiet placeholder when there is none or it cannot be shown. */
function Cover({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className="flex aspect-[16/9] w-full flex-col sm:aspect-[4/3] items-center justify-center gap-2 bg-sand text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs">{url ? 'Cover image unavailable' : 'No cover image'}</span>
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any stored URL, not a page image
  return <img src={url} alt="" onError={() => setFailed(true)} className="aspect-[16/9] w-full bg-sand object-cover sm:aspect-[4/3]" />;
}
