// The inbox's version as GET /admin/inbox/pulse reports it and as a screen was rendered with: the newest
// change to any conversation, and the open conversation's own (null on the list). A screen compares the
// two to know it is behind (src/components/admin/inbox/inbox-pulse.tsx).
export const pulseVersion = (changedAt: string | null, conversation: string | null) => `${changedAt}|${conversation}`;
