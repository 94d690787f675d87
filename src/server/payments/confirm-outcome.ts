// What confirmPayment (confirm-payment.ts) did with money received; the activity log (payment-audit.ts)
// records it, and the admin's screens explain it (admin-payment-result.ts).

export type ConfirmOutcome =
  | 'paid' // recorded; the order may now be fully paid or still owe a balance
  | 'duplicate' // this money was recorded before: nothing changed
  | 'needs_review' // recorded, but not as paid: an admin must look (wrong amount or currency, paid twice)
  | 'reopened' // arrived after the order was cancelled for non-payment; stock was there, so it lives again
  | 'refund_due'; // arrived after the order was cancelled and cannot be reopened: refund it
