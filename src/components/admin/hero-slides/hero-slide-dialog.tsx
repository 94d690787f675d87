'use client';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HERO_LIMITS, heroSlideSchema, type HeroSlideInput, type HeroSlideValues } from '@/lib/schemas/hero';
import type { AdminHeroSlide, HeroSlideCategoryOption } from '@/server/content/admin-hero';
import { createHeroSlideAction } from '@/server/content/actions/create-hero-slide';
import { updateHeroSlideAction } from '@/server/content/actions/update-hero-slide';

type Field = keyof HeroSlideInput;
const FIELDS: readonly Field[] = ['title', 'description', 'imageUrl', 'category', 'displayOrder'];

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
  const id = useId();
  const firstCategory = categories.find((c) => c.exists)?.slug ?? 'sofas';
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<HeroSlideInput, unknown, HeroSlideValues>({
    resolver: zodResolver(heroSlideSchema),
    defaultValues: {
      title: slide?.title ?? '',
      description: slide?.description ?? '',
      imageUrl: slide?.imageUrl ?? '',
      category: (slide?.category ?? firstCategory) as HeroSlideInput['category'],
      displayOrder: String(slide?.displayOrder ?? slideCount),
    },
    shouldFocusError: true,
  });
  const image = useWatch({ control, name: 'imageUrl' }) || null;

  const onSubmit = handleSubmit(async (values) => {
    const input = getValues();
    const result = await (slide ? updateHeroSlideAction({ ...input, id: slide.id }) : createHeroSlideAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(slide ? 'Hero slide updated successfully' : 'Hero slide created successfully');
      dialog.saved(values.imageUrl);
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, focusInstead: { imageUrl: null }, title: 'Error saving slide' });
  });

  const fieldId = (field: Field) => `${id}-${field}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Title" inputId={fieldId('title')} error={errors.title?.message}>
        <Input
          id={fieldId('title')}
          required
          autoComplete="off"
          maxLength={HERO_LIMITS.title}
          {...fieldAria(fieldId('title'), { error: errors.title?.message })}
          {...register('title')}
        />
      </FormField>
      <FormField label="Description" optional inputId={fieldId('description')} error={errors.description?.message}>
        <Textarea
          id={fieldId('description')}
          rows={3}
          maxLength={HERO_LIMITS.description}
          {...fieldAria(fieldId('description'), { error: errors.description?.message })}
          {...register('description')}
        />
      </FormField>
      <ImageUploadField
        label="Image"
        folder="hero-slides"
        value={image}
        successMessage="Image uploaded successfully"
        errorTitle="Error uploading image"
        hint={image ? null : 'A wide picture of a room, at least 1600 px across, up to 5 MB.'}
        error={errors.imageUrl?.message}
        onChange={(uploaded) => {
          dialog.track(uploaded);
          setValue('imageUrl', uploaded?.url ?? '', { shouldDirty: true, shouldValidate: Boolean(errors.imageUrl) });
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" inputId={fieldId('category')} error={errors.category?.message}>
          <NativeSelect id={fieldId('category')} {...fieldAria(fieldId('category'), { error: errors.category?.message })} {...register('category')}>
            {categories.map((option) => (
              <option key={option.slug} value={option.slug} disabled={!option.exists}>
                {option.exists ? option.name : `${option.name} (missing)`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Display order"
          inputId={fieldId('displayOrder')}
          error={errors.displayOrder?.message}
          hint={slide ? 'Lower numbers come first.' : 'New slides go last; lower numbers come first.'}
        >
          <Input
            id={fieldId('displayOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...fieldAria(fieldId('displayOrder'), { hint: true, error: errors.displayOrder?.message })}
            {...register('displayOrder')}
          />
        </FormField>
      </div>
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={slide ? 'Save Changes' : 'Create Slide'} />
    </form>
  );
}
