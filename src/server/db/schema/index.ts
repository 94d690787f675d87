import 'server-only';
// The one place that gathers every table: Drizzle's relational client, Better Auth's
// adapter and drizzle-kit all need the whole schema as one object.
export * from './auth';
export * from './catalog';
export * from './content';
export * from './orders';
export * from './delivery';
export * from './payments';
export * from './quotes';
export * from './staff';
export * from './marketing';
