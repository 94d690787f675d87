'use client';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, useReportDirty, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { SwitchField } from '@/components/admin/switch-field';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { RichTextEditor } from '@/components/admin/rich-text/rich-text-editor';
import { imageSourcesOf } from '@/components/admin/rich-text/image-sources';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { toLagosDateTimeInput } from '@/lib/dates';
import { PUBLISH_STATUSES } from '@/lib/constants';
import {
  BLOG_POST_LIMITS,
  BLOG_POST_STATUS_LABELS,
  blogPostSchema,
  type BlogPostInput,
  type BlogPostValues,
} from '@/lib/schemas/blog-post';
import type { AdminBlogPost } from '@/server/content/admin-blog';
import { createBlogPostAction } from '@/server/content/actions/create-blog-post';
import { updateBlogPostAction } from '@/server/content/actions/update-blog-post';

type Field = keyof BlogPostInput;
const FIELDS: readonly Field[] = ['title', 'slug', 'author', 'category', 'excerpt', 'content', 'imageUrl', 'publishedAt', 'status', 'featured'];

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

/** Add or edit a blog post (spec section 2). `post` null: a new one. */
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
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BlogPostInput, unknown, BlogPostValues>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: toFormValues(post, defaultAuthor),
    shouldFocusError: true,
  });
  useReportDirty(dialog, isDirty);

  const onSubmit = handleSubmit(async () => {
    const input = getValues();
    const result = await (post ? updateBlogPostAction({ ...input, id: post.id }) : createBlogPostAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(post ? 'Blog post updated successfully' : 'Blog post created successfully');
      // The saved post uses its image and the pictures in its text: those uploads stay.
      dialog.saved([input.imageUrl ?? '', ...imageSourcesOf(input.content ?? '')].filter(Boolean));
      return;
    }
    showActionRefusal(result, { setError, setFocus }, {
      fields: FIELDS,
      title: 'Error',
      failed: post ? 'Failed to update blog post.' : 'Failed to create blog post.',
    });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const listId = `${id}-categories`;
  const error = (field: Field) => errors[field]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Title" required inputId={fieldId('title')} error={error('title')}>
        <Input
          id={fieldId('title')}
          required
          autoComplete="off"
          maxLength={BLOG_POST_LIMITS.title}
          {...fieldAria(fieldId('title'), { error: error('title') })}
          {...register('title')}
        />
      </FormField>
      <FormField
        label="Slug"
        optional
        inputId={fieldId('slug')}
        error={error('slug')}
        hint="The post's address: /blog/your-slug. Leave empty to make one from the title."
      >
        <Input
          id={fieldId('slug')}
          autoComplete="off"
          spellCheck={false}
          maxLength={BLOG_POST_LIMITS.slug}
          className="font-mono text-sm"
          {...fieldAria(fieldId('slug'), { hint: true, error: error('slug') })}
          {...register('slug')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Author" required inputId={fieldId('author')} error={error('author')}>
          <Input
            id={fieldId('author')}
            required
            autoComplete="off"
            maxLength={BLOG_POST_LIMITS.author}
            {...fieldAria(fieldId('author'), { error: error('author') })}
            {...register('author')}
          />
        </FormField>
        <FormField label="Category" required inputId={fieldId('category')} error={error('category')}>
          <Input
            id={fieldId('category')}
            required
            autoComplete="off"
            list={categories.length > 0 ? listId : undefined}
            maxLength={BLOG_POST_LIMITS.category}
            {...fieldAria(fieldId('category'), { error: error('category') })}
            {...register('category')}
          />
        </FormField>
      </div>
      {categories.length > 0 ? (
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      ) : null}
      <FormField label="Excerpt" optional inputId={fieldId('excerpt')} error={error('excerpt')} hint="A sentence or two for the blog list.">
        <Textarea
          id={fieldId('excerpt')}
          rows={3}
          maxLength={BLOG_POST_LIMITS.excerpt}
          {...fieldAria(fieldId('excerpt'), { hint: true, error: error('excerpt') })}
          {...register('excerpt')}
        />
      </FormField>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <FormField label="Content" inputId={fieldId('content')} error={error('content')}>
            <RichTextEditor
              ref={field.ref}
              id={fieldId('content')}
              value={field.value ?? ''}
              onChange={field.onChange}
              folder="blog"
              labelledBy={`${fieldId('content')}-label`}
              describedBy={error('content') ? `${fieldId('content')}-error` : undefined}
              invalid={Boolean(error('content'))}
              onUploaded={dialog.track}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            label="Image (optional)"
            folder="blog"
            value={field.value || null}
            hint="Shown on the blog's card and at the top of the post."
            error={error('imageUrl')}
            onChange={(uploaded) => {
              dialog.track(uploaded);
              field.onChange(uploaded?.url ?? '');
            }}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Status" inputId={fieldId('status')} error={error('status')}>
          <NativeSelect id={fieldId('status')} {...fieldAria(fieldId('status'), { error: error('status') })} {...register('status')}>
            {PUBLISH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BLOG_POST_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Published date"
          optional
          inputId={fieldId('publishedAt')}
          error={error('publishedAt')}
          hint="Lagos time. Publishing without a date uses the moment you save."
        >
          <Input
            id={fieldId('publishedAt')}
            type="datetime-local"
            {...fieldAria(fieldId('publishedAt'), { hint: true, error: error('publishedAt') })}
            {...register('publishedAt')}
          />
        </FormField>
      </div>
      <SwitchField
        control={control}
        name="featured"
        id={fieldId('featured')}
        label="Featured"
        hint="Marks the post as one of the blog's highlights."
      />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={post ? 'Update Blog Post' : 'Create'} />
    </form>
  );
}
