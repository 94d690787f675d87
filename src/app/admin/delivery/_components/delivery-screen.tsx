'use client';
import { Truck } from 'lucide-react';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import type { AdminDelivery, AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';
import { deleteDeliveryZoneAction } from '@/server/delivery/actions/delete-delivery-zone';
import { DeliverySettingsCard } from './delivery-settings-card';
import { UnservedStatesNotice } from './unserved-states-notice';
import { ZoneCards } from './zone-cards';
import { ZoneDialog } from './zone-dialog';
import { ZonesTable } from './zones-table';

const DELETE_MESSAGES: RemoveMessages = { success: 'Zone deleted successfully', failed: 'Failed to delete delivery zone.' };

/** The Delivery screen: the zones (add, edit, delete), the states no zone serves, and free delivery and pickup. */
export function DeliveryScreen({ delivery }: { delivery: AdminDelivery }) {
  const dialog = useEditDialog<AdminDeliveryZone>();
  const list = useAdminList(delivery.zones);
  const zones = list.visible;

  async function remove(zone: AdminDeliveryZone) {
    await list.remove(zone.id, deleteDeliveryZoneAction, DELETE_MESSAGES);
  }

  const handlers = { onEdit: dialog.edit, onDelete: remove };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Delivery"
        description="Where the shop delivers, what it costs and how long it takes; free delivery and showroom pickup."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add Zone</AddButton>}
      />

      <section aria-labelledby="delivery-zones-heading" className="flex flex-col gap-4">
        <h2 id="delivery-zones-heading" className="font-display text-xl font-semibold">
          Zones
        </h2>
        <UnservedStatesNotice unzoned={delivery.unzonedStates} zones={zones} pickupEnabled={delivery.settings.pickupEnabled} />
        <ListResults
          list={list}
          empty={{
            icon: Truck,
            message: 'No delivery zones yet. Click "Add Zone" to create one.',
            hint: 'Until a zone covers a state, shoppers there can only pick up at the showroom.',
          }}
        >
          <div className="sm:hidden">
            <ZoneCards zones={zones} {...handlers} />
          </div>
          <div className="max-sm:hidden">
            <ZonesTable zones={zones} {...handlers} />
          </div>
        </ListResults>
      </section>
      <div className="xl:max-w-3xl">
        <DeliverySettingsCard settings={delivery.settings} pickupPlaces={delivery.pickupPlaces} />
      </div>

      <ZoneDialog
        open={dialog.open}
        zone={dialog.item}
        zones={zones}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}
