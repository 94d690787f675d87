// Orders placed in tests that are not about delivery: test databases start without delivery
// zones, and showroom pickup is free and on by default, so these orders cost their lines only.
export const PICKUP = { method: 'pickup', feeKobo: 0 } as const;
