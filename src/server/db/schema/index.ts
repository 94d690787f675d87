import 'server-only';
// The one place that gathers every table: Drizzle's relational client, Better Auth's
// adapter and drizzle-kit all need the whole schema as one object.
export * from './auth-tables';
export * from './catalog-tables';
export * from './variant-tables';
export * from './content-tables';
export * from './order-tables';
export * from './delivery-tables';
export * from './payment-tables';
export * from './quote-tables';
export * from './staff-tables';
export * from './discount-code-tables';
export * from './marketing-tables';
export * from './media-tables';
export * from './location-tables';
export * from './stock-tables';
export * from './measured-tables';
export * from './pos-tables';
export * from './draft-order-tables';
export * from './einvoice-tables';
export * from './catalogue-import-tables';
export * from './messaging-tables';
export * from './inbox-tables';
export * from './report-tables';
