'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { HERO_LIMITS, heroSlideSchema, type HeroSlideInput } from '@/lib/schemas/hero';
import type { AdminHeroSlide, HeroSlideCategoryOption } from '@/server/content/admin-hero-reads';
import { createHeroSlideAction } from '@/server/content/actions/create-hero-slide';
import { updateHeroSlideAction } from '@/server/content/actions/update-hero-slide';

/** Add or edit a hero slide. `slide` null: a new one, placed last (the current slide count). */
export function HeroSlideDialog({
  slide,
  slideCount,
  categories,
  ...dialogProps
}: FormDialogProps & { slide: AdminHeroSlide | null; slideCount: number; categories: HeroSlideCategoryOption[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={slide ? 'Edit Hero Slide' : 'Add Hero Slide'}
      description="Active slides appear in the home page carousel; the category picks its featured products."
      className="sm:max-w-xl"
    >
      {(dialog) => <HeroSlideForm slide={slide} slideCount={slideCount} categories={categories} dialog={dialog} />}
    </FormDialog>
  );
}

function HeroSlideForm({
  slide,
  slideCount,
  categories,
  dialog,
}: {
  slide: AdminHeroSlide | null;
  slideCount: number;
  categories: HeroSlideCategoryOption[];
  dialog: FormDialogControls;
}) {
  const firstCategory = categories.find((c) => c.exists)?.slug ?? 'sofas';
  const form = useAdminForm(heroSlideSchema, {
    title: slide?.title ?? '',
    description: slide?.description ?? '',
    imageUrl: slide?.imageUrl ?? '',
    category: (slide?.category ?? firstCategory) as HeroSlideInput['category'],
    displayOrder: String(slide?.displayOrder ?? slideCount),
  });
  const { Field } = form;

  const onSubmit = () =>
    form.send((input) => (slide ? updateHeroSlideAction({ ...input, id: slide.id }) : createHeroSlideAction(input)), {
      onSaved: () => {
        toast.success(slide ? 'Hero slide updated successfully' : 'Hero slide created successfully');
        dialog.saved();
      },
      title: 'Error saving slide',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={slide ? 'Save Changes' : 'Create Slide'}>
      <Field.Text name="title" label="Title" maxLength={HERO_LIMITS.title} />
      <Field.Textarea name="description" label="Description" optional rows={3} maxLength={HERO_LIMITS.description} />
      <Field.Image
        name="imageUrl"
        label="Image"
        folder="hero-slides"
        successMessage="Image uploaded successfully"
        errorTitle="Error uploading image"
        hint={(uploaded) => (uploaded ? null : 'A wide picture of a room, at least 1600 px across, up to 5 MB.')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Select name="category" label="Category">
          {categories.map((option) => (
            <option key={option.slug} value={option.slug} disabled={!option.exists}>
              {option.exists ? option.name : `${option.name} (missing)`}
            </option>
          ))}
        </Field.Select>
        <Field.Number
          name="displayOrder"
          label="Display order"
          hint={slide ? 'Lower numbers come first.' : 'New slides go last; lower numbers come first.'}
        />
      </div>
    </DialogForm>
  );
}
