import { pickupLocationDetails, type OrderPickupLocation } from '@/lib/order-delivery';

// Where a pickup order is collected (docs/decisions/0064-stock-locations.md), in the same lines on My
// Account's order page, /track and the back office's order details.

export function OrderPickupLocation({ location }: { location: OrderPickupLocation }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm leading-relaxed" data-testid="order-pickup-location">
      <p className="font-semibold">{location.name}</p>
      {pickupLocationDetails(location).map((line) => (
        <p key={line} className="whitespace-pre-line">
          {line}
        </p>
      ))}
    </div>
  );
}
