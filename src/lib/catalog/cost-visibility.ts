import { roleCan, type StaffRole } from '@/lib/staff-roles';

// Who sees what a piece cost the shop (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"):
// those who read the reports, and those who set prices. Plain data, so the product form can ask too.
export const canSeeCosts = (role: StaffRole | null | undefined) => roleCan(role, 'reports.read') || roleCan(role, 'products.write');
