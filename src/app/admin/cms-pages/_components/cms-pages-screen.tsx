'use client';
import { useState } from 'react';
import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/dates';
import { isFooterPage } from '@/lib/schemas/cms-page';
import type { AdminCmsPage } from '@/server/content/admin-page-reads';
import { deleteCmsPageAction } from '@/server/content/actions/delete-cms-page';
import { CmsPageDialog } from './cms-page-dialog';

const DELETE_MESSAGES: RemoveMessages = { success: 'Page deleted successfully', failed: 'Failed to delete page.' };

/** The CMS pages screen (docs/product.md section 2): cards, the add/edit dialog, delete after the browser's confirm. */
export function CmsPagesScreen({ pages }: { pages: AdminCmsPage[] }) {
  const dialog = useEditDialog<AdminCmsPage>();
  const list = useAdminList(pages);
  const cards = list.visible;

  async function remove(page: AdminCmsPage) {
    await list.remove(page.id, deleteCmsPageAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="CMS Pages"
        description="Pages of their own at /page/…, such as the policies the footer links to. Drafts stay here until published."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add Page</AddButton>}
      />

      <ListResults list={list} empty={{ icon: FileText, message: 'No pages yet. Click "Add Page" to create one.' }}>
        <ul aria-label="CMS pages" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {cards.map((page) => (
            <li key={page.id}>
              <CmsPageCard page={page} onEdit={() => dialog.edit(page)} onDelete={() => remove(page)} />
            </li>
          ))}
        </ul>
      </ListResults>

      <CmsPageDialog
        open={dialog.open}
        page={dialog.item}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}

function CmsPageCard({ page, onEdit, onDelete }: { page: AdminCmsPage; onEdit: () => void; onDelete: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <article aria-label={page.title} aria-busy={deleting} className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-display text-lg leading-snug font-medium break-words">{page.title}</h2>
        <Badge variant={page.published ? 'default' : 'outline'} className="shrink-0">
          {page.published ? 'Published' : 'Draft'}
        </Badge>
      </div>
      <p className="font-mono text-sm break-all text-muted-foreground">/{page.slug}</p>
      {page.metaDescription ? <p className="line-clamp-2 text-sm text-muted-foreground">{page.metaDescription}</p> : null}
      <p className="text-xs text-muted-foreground">Updated {formatShortDate(page.updatedAt)}</p>
      <div className="mt-auto flex flex-wrap items-center justify-end gap-1 border-t border-border/70 pt-2">
        {page.published ? (
          <Button asChild variant="ghost" size="sm">
            <a href={`/page/${page.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${page.title} on the site (opens in a new tab)`}>
              <ExternalLink aria-hidden="true" className="size-4" />
              View
            </a>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={`Edit ${page.title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        {isFooterPage(page.slug) ? (
          <p className="px-2 text-xs text-muted-foreground">Linked from the footer: kept</p>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${page.title}`}
            disabled={deleting}
            className="text-destructive hover:bg-destructive/10"
            onClick={async () => {
              // The product's pages are deleted via the browser's own confirm.
              if (!window.confirm('Are you sure you want to delete this page?')) return;
              setDeleting(true);
              await onDelete();
              setDeleting(false);
            }}
          >
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
