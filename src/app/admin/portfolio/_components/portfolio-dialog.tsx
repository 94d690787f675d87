'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_STATUS_LABELS,
  portfolioItemSchema,
  type PortfolioItemInput,
} from '@/lib/schemas/portfolio';
import type { AdminPortfolioItem } from '@/server/content/admin-portfolio-reads';
import { createPortfolioItemAction } from '@/server/content/actions/create-portfolio-item';
import { updatePortfolioItemAction } from '@/server/content/actions/update-portfolio-item';
import { PortfolioGalleryField } from './portfolio-gallery-field';

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
  // Saving waits for gallery uploads still under way, so none is left out of the saved item.
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm(portfolioItemSchema, toFormValues(item));
  const { Field } = form;
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const imagesError = form.formState.errors.images;
  // The gallery's own message, or the first of its pictures' ('images.3' from the schema).
  const galleryError = imagesError?.message ?? imagesError?.find?.((image) => image?.message)?.message;

  const onSubmit = () =>
    form.send((input) => (item ? updatePortfolioItemAction({ ...input, id: item.id }) : createPortfolioItemAction(input)), {
      onSaved: () => {
        toast.success(item ? 'Portfolio item updated successfully' : 'Portfolio item created successfully');
        dialog.saved();
      },
      title: 'Error',
      failed: item ? 'Failed to update portfolio item.' : 'Failed to create portfolio item.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={item ? 'Update Portfolio Item' : 'Create'} busy={uploading}>
      <Field.Text name="title" label="Title" maxLength={PORTFOLIO_LIMITS.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text
          name="category"
          label="Category"
          optional
          suggestions={categories}
          maxLength={PORTFOLIO_LIMITS.category}
          hint="The kind of space, e.g. Living Room or Office."
        />
        <Field.Select name="status" label="Status" options={PORTFOLIO_STATUS_LABELS} hint="Only published items appear on the portfolio page." />
      </div>
      <Field.Textarea name="description" label="Description" optional rows={4} maxLength={PORTFOLIO_LIMITS.description} />
      <Field.Image
        name="coverImageUrl"
        label="Cover image"
        folder="portfolio"
        hint={(uploaded) =>
          uploaded ? 'The picture on the project’s card.' : 'The picture on the project’s card. Without one, the first gallery image is used.'
        }
      />
      {/* The gallery has no control of its own to focus: its message shows next to it. */}
      <div data-field="images" data-field-focus="none">
        <PortfolioGalleryField
          value={images}
          read={() => form.getValues('images') ?? []}
          onChange={(next) => form.setValue('images', next, { shouldDirty: true, shouldValidate: Boolean(imagesError) })}
          onBusyChange={setUploading}
          error={galleryError}
        />
      </div>
    </DialogForm>
  );
}
