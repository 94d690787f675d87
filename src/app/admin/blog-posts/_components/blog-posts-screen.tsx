'use client';
import { ExternalLink, Newspaper, Pencil, Star, Trash2 } from 'lucide-react';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/dates';
import { BLOG_POST_STATUS_LABELS } from '@/lib/schemas/blog-post';
import type { AdminBlogPost } from '@/server/content/admin-blog-reads';
import { deleteBlogPostAction } from '@/server/content/actions/delete-blog-post';
import { BlogPostDialog } from './blog-post-dialog';

const DELETE_MESSAGES: RemoveMessages = { success: 'Blog post deleted successfully', failed: 'Failed to delete blog post.' };

/** The blog posts screen (docs/product.md section 2): cards, the add/edit dialog, delete after the browser's confirm. */
export function BlogPostsScreen({ posts, defaultAuthor }: { posts: AdminBlogPost[]; defaultAuthor: string }) {
  const dialog = useEditDialog<AdminBlogPost>();
  const list = useAdminList(posts);
  const rows = list.visible;
  const categories = [...new Set(posts.map((post) => post.category))].sort();

  async function remove(post: AdminBlogPost) {
    if (!window.confirm('Are you sure you want to delete this blog post?')) return;
    await list.remove(post.id, deleteBlogPostAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Blog Posts"
        description="Stories and guides for the Design Blog. Only published posts appear on the site."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add Blog Post</AddButton>}
      />

      <ListResults list={list} empty={{ icon: Newspaper, message: 'No blog posts yet. Click "Add Blog Post" to write the first one.' }}>
        <ul aria-label="Blog posts" className="grid gap-4 lg:grid-cols-2">
          {rows.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} onEdit={() => dialog.edit(post)} onDelete={() => remove(post)} />
            </li>
          ))}
        </ul>
      </ListResults>

      <BlogPostDialog
        open={dialog.open}
        post={dialog.item}
        categories={categories}
        defaultAuthor={defaultAuthor}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}

function BlogPostCard({ post, onEdit, onDelete }: { post: AdminBlogPost; onEdit: () => void; onDelete: () => void }) {
  const published = post.status === 'published';
  return (
    <article aria-label={post.title} className="flex h-full gap-4 rounded-xl border border-border bg-card p-4 shadow-xs">
      {post.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of any stored URL, not a page image
        <img src={post.imageUrl} alt="" className="hidden size-24 shrink-0 rounded-lg object-cover sm:block" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={published ? 'default' : 'outline'}>{BLOG_POST_STATUS_LABELS[post.status]}</Badge>
          {post.featured ? (
            <Badge variant="secondary" className="gap-1">
              <Star aria-hidden="true" className="size-3 fill-current" />
              Featured
            </Badge>
          ) : null}
          <span className="text-xs text-muted-foreground">{post.category}</span>
        </div>
        <h2 className="font-display text-lg leading-snug font-medium break-words">{post.title}</h2>
        {post.excerpt ? <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p> : null}
        <p className="text-xs text-muted-foreground">
          By {post.author}
          {post.publishedAt ? ` · ${published ? 'Published' : 'Dated'} ${formatShortDate(post.publishedAt)}` : ` · Created ${formatShortDate(post.createdAt)}`}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1 pt-1">
          {published ? (
            <Button asChild variant="ghost" size="sm">
              <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title} on the blog`}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View
              </a>
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" aria-label={`Edit ${post.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${post.title}`} className="text-destructive hover:bg-destructive/10" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
