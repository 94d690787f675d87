'use client';
import { toast } from 'sonner';
import { FormDialog, useReportDirty, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { toLagosDateTimeInput } from '@/lib/dates';
import { BLOG_POST_LIMITS, BLOG_POST_STATUS_LABELS, blogPostSchema, type BlogPostInput } from '@/lib/schemas/blog-post';
import type { AdminBlogPost } from '@/server/content/admin-blog-reads';
import { createBlogPostAction } from '@/server/content/actions/create-blog-post';
import { updateBlogPostAction } from '@/server/content/actions/update-blog-post';

const toFormValues = (post: AdminBlogPost | null, defaultAuthor: string): BlogPostInput => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  author: post?.author ?? defaultAuthor,
  category: post?.category ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  imageUrl: post?.imageUrl ?? '',
  publishedAt: post?.publishedAt ? toLagosDateTimeInput(post.publishedAt) : '',
  status: post?.status ?? 'draft',
  featured: post?.featured ?? false,
});

/** Add or edit a blog post (docs/product.md section 2). `post` null: a new one. */
export function BlogPostDialog({
  post,
  categories,
  defaultAuthor,
  ...dialogProps
}: FormDialogProps & { post: AdminBlogPost | null; categories: string[]; defaultAuthor: string }) {
  return (
    <FormDialog
      {...dialogProps}
      title={post ? 'Edit Blog Post' : 'Add New Blog Post'}
      description={post ? 'Change the post; published changes show on the blog at once.' : 'Drafts stay here until you publish them.'}
      className="sm:max-w-3xl"
      discardMessage="Discard the changes you made to this post?"
    >
      {(dialog) => <BlogPostForm post={post} categories={categories} defaultAuthor={defaultAuthor} dialog={dialog} />}
    </FormDialog>
  );
}

function BlogPostForm({
  post,
  categories,
  defaultAuthor,
  dialog,
}: {
  post: AdminBlogPost | null;
  categories: string[];
  defaultAuthor: string;
  dialog: FormDialogControls;
}) {
  const form = useAdminForm(blogPostSchema, toFormValues(post, defaultAuthor));
  const { Field } = form;
  useReportDirty(dialog, form.formState.isDirty);

  const onSubmit = () =>
    form.send((input) => (post ? updateBlogPostAction({ ...input, id: post.id }) : createBlogPostAction(input)), {
      onSaved: () => {
        toast.success(post ? 'Blog post updated successfully' : 'Blog post created successfully');
        dialog.saved();
      },
      title: 'Error',
      failed: post ? 'Failed to update blog post.' : 'Failed to create blog post.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={post ? 'Update Blog Post' : 'Create'}>
      <Field.Text name="title" label="Title" maxLength={BLOG_POST_LIMITS.title} />
      <Field.Text
        name="slug"
        label="Slug"
        optional
        spellCheck={false}
        maxLength={BLOG_POST_LIMITS.slug}
        className="font-mono text-sm"
        hint="The post's address: /blog/your-slug. Leave empty to make one from the title."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text name="author" label="Author" maxLength={BLOG_POST_LIMITS.author} />
        <Field.Text name="category" label="Category" suggestions={categories} maxLength={BLOG_POST_LIMITS.category} />
      </div>
      <Field.Textarea name="excerpt" label="Excerpt" optional rows={3} maxLength={BLOG_POST_LIMITS.excerpt} hint="A sentence or two for the blog list." />
      <Field.RichText name="content" label="Content" folder="blog" />
      <Field.Image name="imageUrl" label="Image (optional)" folder="blog" hint="Shown on the blog's card and at the top of the post." />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Select name="status" label="Status" options={BLOG_POST_STATUS_LABELS} />
        <Field.Text
          name="publishedAt"
          label="Published date"
          optional
          type="datetime-local"
          hint="Lagos time. Publishing without a date uses the moment you save."
        />
      </div>
      <Field.Switch name="featured" label="Featured" hint="Marks the post as one of the blog's highlights." />
    </DialogForm>
  );
}
