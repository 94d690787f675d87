import '@/lib/zod-jitless';
import { z } from 'zod';
import { type OrderStatus } from './constants';
import { MAX_PROBLEM_PHOTOS, type OrderStage } from './made-to-order-constants';
import { STAGE_LABELS } from './order-stage';
import { multiLine, oneLine } from './schemas/fields';

// Following an order (docs/product.md, "Following an order"): the shapes and rules shared by the
// admin's stage panel, the shopper's timeline, /track and the actions behind them.

export const STAGE_NOTE_MAX = 500;
export const PROBLEM_REPORT_MIN = 10;
export const PROBLEM_REPORT_MAX = 2000;

export { ORDER_PHOTO_ACCEPT, PROBLEM_PHOTO_UPLOAD_PATH, STAGE_PHOTO_UPLOAD_PATH } from './order-photo-paths';
export const ORDER_PHOTO_PATH = '/api/orders/photos';

export const STAGE_PHOTO_FOLDER = 'private/stage-photos';
export const PROBLEM_PHOTO_FOLDER = 'private/problem-photos';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `private/stage-photos/<order id>/<uuid>.jpg`: the order a photo belongs to is part of its key. */
export const ORDER_PHOTO_KEY = new RegExp(`^private/(stage|problem)-photos/(${UUID})/${UUID}\\.jpg$`);

export function photoKeyOrder(key: string): { kind: 'stage' | 'problem'; orderId: string } | null {
  const match = ORDER_PHOTO_KEY.exec(key);
  return match ? { kind: match[1] as 'stage' | 'problem', orderId: match[2]! } : null;
}

/** The path a stored order photo is served from; `token` is /track's signed pass. */
export function orderPhotoUrl(key: string, token?: string) {
  return `${ORDER_PHOTO_PATH}?${new URLSearchParams(token ? { key, t: token } : { key })}`;
}

/**
 * A phone number as its national digits: '+234 803 123 4567', '2348031234567', '0803 123 4567' and
 * '803 123 4567' are all '8031234567', so /track compares what the buyer typed however it is written.
 */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234') && digits.length > 10) return digits.slice(3).replace(/^0/, '');
  return digits.replace(/^0/, '');
}

/** The number WhatsApp wants (international digits): Nigerian 0803… becomes 234803…. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (phone.trim().startsWith('+') || digits.startsWith('234')) return digits;
  return `234${digits.replace(/^0/, '')}`;
}

export const orderIdSchema = z.object({ id: z.uuid('Unknown order') });

export const confirmReceiptSchema = z.object({ orderNumber: oneLine().trim().min(1).max(40) });

export const reportProblemSchema = z.object({
  orderNumber: oneLine().trim().min(1).max(40),
  report: multiLine()
    .trim()
    .min(PROBLEM_REPORT_MIN, 'Tell us what is wrong, in a few words')
    .max(PROBLEM_REPORT_MAX, `Keep it under ${PROBLEM_REPORT_MAX} characters`),
  photoKeys: z
    .array(oneLine().regex(ORDER_PHOTO_KEY, 'Unknown photo'))
    .max(MAX_PROBLEM_PHOTOS, `At most ${MAX_PROBLEM_PHOTOS} photos`)
    .default([]),
});
export type ReportProblemInput = z.input<typeof reportProblemSchema>;

export const trackOrderSchema = z.object({
  orderNumber: oneLine().trim().min(1, 'Enter your order number').max(40, 'Enter your order number'),
  contact: oneLine().trim().min(3, 'Enter the phone number or email used on the order').max(200, 'Enter the phone number or email used on the order'),
});

const STATUS_RANK: Record<OrderStatus, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: -1 };

/** Reaching a stage moves the status on to `next`, never back (and never out of cancelled). */
export function statusMovesForward(current: OrderStatus, next: OrderStatus): boolean {
  return current !== 'cancelled' && STATUS_RANK[next] > STATUS_RANK[current];
}

/** The update the shop sends on WhatsApp (and, in words close to it, by mail). */
export function stageUpdateMessage(order: {
  orderNumber: string;
  customerName: string;
  stage: OrderStage;
  note: string | null;
  courierName: string | null;
  courierPhone: string | null;
}): string {
  const lines = [`Hello ${order.customerName.split(/\s+/)[0] ?? ''},`.replace(' ,', ','), '', stageNews(order.orderNumber, order.stage)];
  if (order.note) lines.push('', order.note);
  if (order.stage === 'out_for_delivery' && order.courierName) {
    lines.push('', `Your delivery is with ${order.courierName}${order.courierPhone ? ` (${order.courierPhone})` : ''}.`);
  }
  return lines.join('\n');
}

export function stageNews(orderNumber: string, stage: OrderStage): string {
  switch (stage) {
    case 'confirmed':
      return `Your order ${orderNumber} is confirmed.`;
    case 'in_production':
      return `Your order ${orderNumber} is in production in our workshop.`;
    case 'quality_check':
      return `Your order ${orderNumber} is made and going through its quality check.`;
    case 'ready_for_delivery':
      return `Your order ${orderNumber} is ready for delivery.`;
    case 'out_for_delivery':
      return `Your order ${orderNumber} is out for delivery today.`;
    case 'delivered':
      return `Your order ${orderNumber} has been delivered. If anything is wrong, tell us within 48 hours from your order page.`;
  }
}

export { STAGE_LABELS };
