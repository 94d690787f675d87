'use client';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import type { UploadedFile } from '@/lib/upload-client';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';

/**
 * The logo: upload with a preview, replace or remove. The form keeps only the URL; a new
 * upload is reported to `onUploaded` so an unsaved one can be discarded.
 */
export function LogoField({ onUploaded }: { onUploaded: (uploaded: UploadedFile | null) => void }) {
  const { control, setValue, getFieldState } = useFormContext<WebsiteSettingsInput>();
  const logo = useWatch({ control, name: 'logoUrl' }) || null;
  const error = getFieldState('logoUrl', useFormState({ control, name: 'logoUrl' })).error?.message;
  return (
    <ImageUploadField
      label="Logo"
      folder="settings"
      value={logo}
      preview="logo"
      successMessage="Logo uploaded successfully"
      hint={
        logo
          ? 'Shown in the header instead of the site name. Remove it to show the name again.'
          : 'Without a logo the header shows the site name. A wide PNG or WebP with a transparent background works best, up to 5 MB.'
      }
      error={error}
      onChange={(uploaded) => {
        onUploaded(uploaded);
        setValue('logoUrl', uploaded?.url ?? '', { shouldDirty: true, shouldValidate: Boolean(error) });
      }}
    />
  );
}
