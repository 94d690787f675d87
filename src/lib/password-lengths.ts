// The shortest passwords the shop takes (docs/security.md). A module of their own, not
// src/lib/constants.ts: /auth is on the first-load script budget, and bundling that file there
// brought its payment and catalogue lists along (docs/benchmarks.md).

export const PASSWORD_MIN_LENGTH = 6;
/** Admin accounts need longer passwords than shoppers (docs/security.md). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
