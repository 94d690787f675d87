'use client';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { PUBLISH_STATUSES } from '@/lib/constants';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_STATUS_LABELS,
  portfolioItemSchema,
  type PortfolioItemInput,
  type PortfolioItemValues,
} from '@/lib/schemas/portfolio';
import type { AdminPortfolioItem } from '@/server/content/admin-portfolio';
import { createPortfolioItemAction } from '@/server/content/actions/create-portfolio-item';
import { updatePortfolioItemAction } from '@/server/content/actions/update-portfolio-item';
import { PortfolioGalleryField } from './portfolio-gallery-field';

type Field = keyof PortfolioItemInput;
const FIELDS: readonly Field[] = ['title', 'description', 'category', 'coverImageUrl', 'images', 'status'];

const toFormValues = (item: AdminPortfolioItem | null): PortfolioItemInput => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  category: item?.category ?? '',
  coverImageUrl: item?.coverImageUrl ?? '',
  images: item?.images ?? [],
  status: item?.status ?? 'draft',
});

/** Add or edit a portfolio item. `item` null: a new one, a draft unless published here. */
export function PortfolioDialog({ item, categories, ...dialogProps }: FormDialogProps & { item: AdminPortfolioItem | null; categories: string[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={item ? 'Edit Portfolio Item' : 'Add Portfolio Item'}
      description={
        item ? 'Change the project, its pictures or whether the portfolio page shows it.' : 'A project for the portfolio page. It stays a draft until you publish it.'
      }
      className="sm:max-w-2xl"
    >
      {(dialog) => <PortfolioForm item={item} categories={categories} dialog={dialog} />}
    </FormDialog>
  );
}

function PortfolioForm({ item, categories, dialog }: { item: AdminPortfolioItem | null; categories: string[]; dialog: FormDialogControls }) {
  const id = useId();
  // Saving waits for gallery uploads still under way, so none is left out of the saved item.
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PortfolioItemInput, unknown, PortfolioItemValues>({
    resolver: zodResolver(portfolioItemSchema),
    defaultValues: toFormValues(item),
    shouldFocusError: true,
  });
  const cover = useWatch({ control, name: 'coverImageUrl' }) || null;
  const images = useWatch({ control, name: 'images' }) ?? [];
  // The gallery's own message, or the first of its pictures' ('images.3' from the schema).
  const galleryError = errors.images?.message ?? errors.images?.find?.((image) => image?.message)?.message;

  const onSubmit = handleSubmit(async (values) => {
    const input = getValues();
    const result = await (item ? updatePortfolioItemAction({ ...input, id: item.id }) : createPortfolioItemAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(item ? 'Portfolio item updated successfully' : 'Portfolio item created successfully');
      dialog.saved([values.coverImageUrl, ...values.images].filter((url): url is string => Boolean(url)));
      return;
    }
    showActionRefusal(result, { setError, setFocus }, {
      fields: FIELDS,
      // The uploads have no control of their own to focus: their message shows next to them.
      focusInstead: { coverImageUrl: null, images: null },
      title: 'Error',
      failed: item ? 'Failed to update portfolio item.' : 'Failed to create portfolio item.',
    });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const listId = `${id}-categories`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Title" required inputId={fieldId('title')} error={errors.title?.message}>
        <Input
          id={fieldId('title')}
          required
          autoComplete="off"
          maxLength={PORTFOLIO_LIMITS.title}
          {...fieldAria(fieldId('title'), { error: errors.title?.message })}
          {...register('title')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" optional inputId={fieldId('category')} error={errors.category?.message} hint="The kind of space, e.g. Living Room or Office.">
          <Input
            id={fieldId('category')}
            autoComplete="off"
            list={categories.length > 0 ? listId : undefined}
            maxLength={PORTFOLIO_LIMITS.category}
            {...fieldAria(fieldId('category'), { hint: true, error: errors.category?.message })}
            {...register('category')}
          />
        </FormField>
        <FormField label="Status" inputId={fieldId('status')} error={errors.status?.message} hint="Only published items appear on the portfolio page.">
          <NativeSelect id={fieldId('status')} {...fieldAria(fieldId('status'), { hint: true, error: errors.status?.message })} {...register('status')}>
            {PUBLISH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PORTFOLIO_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {categories.length > 0 ? (
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      ) : null}
      <FormField label="Description" optional inputId={fieldId('description')} error={errors.description?.message}>
        <Textarea
          id={fieldId('description')}
          rows={4}
          maxLength={PORTFOLIO_LIMITS.description}
          {...fieldAria(fieldId('description'), { error: errors.description?.message })}
          {...register('description')}
        />
      </FormField>
      <ImageUploadField
        label="Cover image"
        folder="portfolio"
        value={cover}
        hint={cover ? 'The picture on the project’s card.' : 'The picture on the project’s card. Without one, the first gallery image is used.'}
        error={errors.coverImageUrl?.message}
        onChange={(uploaded) => {
          dialog.track(uploaded);
          setValue('coverImageUrl', uploaded?.url ?? '', { shouldDirty: true, shouldValidate: Boolean(errors.coverImageUrl) });
        }}
      />
      <PortfolioGalleryField
        value={images}
        read={() => getValues('images') ?? []}
        onChange={(next) => setValue('images', next, { shouldDirty: true, shouldValidate: Boolean(errors.images) })}
        onUploaded={dialog.track}
        onBusyChange={setUploading}
        error={galleryError}
      />
      <FormDialogFooter submitting={isSubmitting || uploading} onCancel={dialog.cancel} submitLabel={item ? 'Update Portfolio Item' : 'Create'} />
    </form>
  );
}
