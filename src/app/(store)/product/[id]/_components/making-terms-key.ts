// Which making terms (lead time, deposit) a variant is sold on, as a key: the server draws the terms
// once per key and the page's script shows the chosen variant's (making-terms.tsx).

export type MakingTermsOf = { leadTimeMinDays: number | null; leadTimeMaxDays: number | null; depositPercent: number | null };

export const termsKey = (terms: MakingTermsOf) => `${terms.leadTimeMinDays}-${terms.leadTimeMaxDays}-${terms.depositPercent}`;
