import '@/lib/zod-jitless';
import { z } from 'zod';
import { MAX_STAGE_PHOTOS, ORDER_STAGES } from '@/lib/made-to-order-constants';
import { ORDER_PHOTO_KEY, STAGE_NOTE_MAX } from '@/lib/order-following';
import { multiLine, oneLine } from './fields';
import { balanceWaivedReason } from './order-admin';

// Order Details' "Move to a stage" form and the action behind it (docs/product.md, "Following an order").

const optionalText = (max: number, message: string, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

export const setOrderStageSchema = z
  .object({
    id: z.uuid('Unknown order'),
    stage: z.enum(ORDER_STAGES, 'Choose a stage'),
    note: optionalText(STAGE_NOTE_MAX, `Keep the note under ${STAGE_NOTE_MAX} characters`, 'lines'),
    photoKeys: z
      .array(oneLine().regex(ORDER_PHOTO_KEY, 'Unknown photo'))
      .max(MAX_STAGE_PHOTOS, `At most ${MAX_STAGE_PHOTOS} photos`)
      .default([]),
    courierName: optionalText(100, 'Keep the name under 100 characters'),
    courierPhone: optionalText(30, 'Enter a phone number'),
    balanceWaivedReason,
  })
  .superRefine((value, context) => {
    if (value.stage !== 'out_for_delivery') return;
    if (!value.courierName) context.addIssue({ code: 'custom', path: ['courierName'], message: 'Enter the driver or courier' });
    if (!value.courierPhone || value.courierPhone.replace(/\D/g, '').length < 7) {
      context.addIssue({ code: 'custom', path: ['courierPhone'], message: 'Enter the driver’s phone number' });
    }
  });
export type SetOrderStageInput = z.input<typeof setOrderStageSchema>;
