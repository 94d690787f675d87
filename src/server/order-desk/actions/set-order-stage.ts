'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { lockOrder } from '@/server/orders/order-stock';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { recordStage } from '@/server/orders/stages/record-stage';
import { foreignPhotoKeys } from '@/server/orders/stages/order-photos';
import { isMadeToOrder, stageIsMailed, stageMail } from '@/server/orders/stages/stage-mail';
import { queueStageMessage } from '@/server/orders/order-messages';
import { refuseDispatchWhileBalanceOwed, startBalanceDue } from '@/server/payments/balance';
import { endReservation } from '@/server/payments/reservations';
import { DISPATCH_STAGES, stageLabel, stagesFor, statusForStage } from '@/lib/order-stage';
import { statusMovesForward } from '@/lib/order-following';
import { setOrderStageSchema } from '@/lib/schemas/order-stage';

/**
 * Order Details' stage panel (docs/product.md, "Following an order"): the order reaches a stage,
 * with the admin's note, workshop photos and, for Out for delivery, the courier. In one
 * transaction on the locked order: the timeline row, the status moved forward (never back,
 * never out of cancelled), the balance falling due at Ready for delivery, the dispatch rule
 * before the order leaves, and the customer's stage mail (instead of the shipped / delivered
 * status mail, never both) with its WhatsApp or SMS twin, and its row in the activity log.
 */
export const setOrderStageAction = defineAction(
  { name: 'setOrderStage', schema: setOrderStageSchema, authorize: permitted('orders.stages'), fallbackError: 'Failed to update the stage' },
  async (input, admin) => {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.id);
      if (!order) throw new ActionError('This order no longer exists.');
      if (order.status === 'cancelled') throw new ActionError('This order is cancelled: reopen it before moving it on.');
      if (!stagesFor(await isMadeToOrder(tx, order.id)).includes(input.stage)) {
        throw new ActionError('This order is of pieces in stock: it skips the production stages.');
      }
      if (foreignPhotoKeys('stage', order.id, input.photoKeys).length > 0) throw new ActionError('A photo does not belong to this order. Upload it again.');
      // Before anything is written: a deposit order never leaves while its balance is owed, unless the admin says why.
      if (DISPATCH_STAGES.includes(input.stage)) await refuseDispatchWhileBalanceOwed(tx, order.id, input.balanceWaivedReason);

      const [{ stage: stageBefore } = { stage: null }] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, order.id));
      const courier = input.stage === 'out_for_delivery' ? { courierName: input.courierName, courierPhone: input.courierPhone } : null;
      if (courier) await tx.update(orders).set(courier).where(eq(orders.id, order.id));
      await recordStage(tx, { orderId: order.id, stage: input.stage, note: input.note, photoKeys: input.photoKeys, createdBy: admin.id });

      const next = statusForStage(input.stage);
      const statusMoved = statusMovesForward(order.status, next);
      if (statusMoved) {
        await tx.update(orders).set({ status: next }).where(eq(orders.id, order.id));
        // Moved on while unpaid: the admin trusts money seen elsewhere, as the status dialog does
        // (docs/decisions/0013-payments-ledger.md), so its reservation must never cancel it.
        if (order.status === 'pending' && order.paymentStatus === 'pending') await endReservation(tx, order.id);
      }
      const balanceDueAt = input.stage === 'ready_for_delivery' ? await startBalanceDue(tx, order.id) : null;

      const mail = await stageMail(tx, order, {
        stage: input.stage,
        note: input.note,
        courierName: courier?.courierName ?? null,
        courierPhone: courier?.courierPhone ?? null,
      });
      if (mail) await queueMail(mail, tx);
      // On WhatsApp or by SMS to the order's phone, even with no account to mail; not for a stage the shop keeps quiet.
      if (await stageIsMailed(tx, input.stage)) await queueStageMessage(tx, order.id, input.stage);
      await recordOrderAudit(tx, order, {
        action: 'stage_change',
        before: { stage: stageBefore, status: order.status },
        after: { stage: input.stage, status: statusMoved ? next : order.status, ...courier },
        details: {
          ...(input.note ? { note: input.note } : {}),
          ...(input.photoKeys.length > 0 ? { photoKeys: input.photoKeys } : {}),
          ...(input.balanceWaivedReason ? { balanceWaivedReason: input.balanceWaivedReason } : {}),
        },
      });
      return {
        orderNumber: order.orderNumber,
        stage: input.stage,
        label: stageLabel(input.stage),
        status: statusMoved ? next : order.status,
        balanceDueAt,
        mail: mail ? ('queued' as const) : null,
      };
    });
  },
);
