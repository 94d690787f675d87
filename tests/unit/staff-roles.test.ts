import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, roleCan, type Permission } from '@/lib/staff-roles';
import { firstScreenFor, navForRole } from '@/components/admin/shell/nav-items';
import { changedFields } from '@/server/audit/audit-changes';

const ALL = Object.keys(PERMISSIONS) as Permission[];
// Permissions that only look: an accountant holds nothing else, but sending an e-invoice to the NRS again.
const READS = (permission: Permission) => /\.(read|export)$/.test(permission);
const ACCOUNTANT_CHANGES: Permission[] = ['einvoices.retry'];

describe('the five roles', () => {
  it('an owner holds every permission', () => {
    expect(ALL.every((permission) => roleCan('owner', permission))).toBe(true);
  });

  it('a manager holds everything except staff, payment, tax and messaging settings, a phone number’s data requests (and the log, which is the owners’ and accountants’)', () => {
    expect(ALL.filter((permission) => !roleCan('manager', permission)).sort()).toEqual(
      ['audit.export', 'audit.read', 'privacy.requests', 'settings.messaging', 'settings.payments', 'settings.tax', 'staff.manage'].sort(),
    );
  });

  it('fulfilment moves orders and confirms money in, but issues no refund and changes no price', () => {
    for (const permission of ['orders.update', 'orders.stages', 'payments.record', 'delivery.manage'] as const) expect(roleCan('fulfilment', permission)).toBe(true);
    for (const permission of ['refunds.create', 'refunds.update', 'products.write', 'orders.delete', 'payments.reverse', 'staff.manage'] as const) {
      expect(roleCan('fulfilment', permission)).toBe(false);
    }
  });

  it('a content editor has the content screens, messages, the inbox and reviews, and nothing of sales', () => {
    expect([...ROLE_PERMISSIONS.content].sort()).toEqual(
      ['blog.manage', 'faqs.manage', 'hero.manage', 'inbox.read', 'inbox.reply', 'media.upload', 'messages.manage', 'pages.manage', 'portfolio.manage', 'reviews.manage'].sort(),
    );
  });

  it('the inbox is read and answered by content editors and fulfilment, never by the accountant', () => {
    for (const permission of ['inbox.read', 'inbox.reply'] as const) {
      expect(STAFF_ROLES.filter((role) => roleCan(role, permission))).toEqual(['owner', 'manager', 'fulfilment', 'content']);
    }
  });

  it('an accountant reads and exports, and changes nothing but sending an e-invoice again', () => {
    expect([...ROLE_PERMISSIONS.accountant].filter((permission) => !READS(permission))).toEqual(ACCOUNTANT_CHANGES);
    for (const permission of ['orders.read', 'payments.read', 'refunds.read', 'customers.read', 'dashboard.read', 'orders.export', 'audit.read'] as const) {
      expect(roleCan('accountant', permission)).toBe(true);
    }
  });

  it('sales reports are read and exported by owners, managers and accountants only', () => {
    for (const permission of ['reports.read', 'reports.export'] as const) {
      expect(STAFF_ROLES.filter((role) => roleCan(role, permission))).toEqual(['owner', 'manager', 'accountant']);
    }
  });

  it('no role but the owner manages staff, and a shopper (no role) holds nothing', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'staff.manage'))).toEqual(['owner']);
    expect(ALL.some((permission) => roleCan(null, permission))).toBe(false);
  });
});

describe('the sidebar by role', () => {
  const links = (role: (typeof STAFF_ROLES)[number]) => navForRole(role).flatMap((group) => group.items.map((item) => item.label));

  it('shows each role only its screens, and no empty group', () => {
    expect(links('fulfilment')).toEqual(['Orders', 'Inbox', 'Sell', 'Drafts', 'Cash-up', 'Delivery', 'Locations', 'Transfers']);
    expect(links('content')).toEqual(['Hero Slides', 'Hero Media', 'Inbox', 'Messages', 'Blog Posts', 'Portfolio', 'CMS Pages', 'FAQs', 'Reviews']);
    expect(links('accountant')).toEqual(['Dashboard', 'Orders', 'Customers', 'Refunds', 'E-invoices', 'Reports', 'Activity']);
    expect(links('owner')).toContain('Staff');
    expect(links('manager')).not.toContain('Staff');
    for (const role of STAFF_ROLES) expect(navForRole(role).every((group) => group.items.length > 0)).toBe(true);
  });

  it('sends a role without the dashboard to its first screen', () => {
    expect(firstScreenFor('fulfilment')).toBe('/admin/orders');
    expect(firstScreenFor('content')).toBe('/admin/hero-slides');
    expect(firstScreenFor('owner')).toBe('/admin');
  });
});

describe('what a row of the activity log records', () => {
  it('the fields that changed, before and after, never a secret', () => {
    const changes = changedFields(
      { name: 'Chair', priceKobo: 4_500_000, password: 'old', tokenHash: 'a', updatedAt: new Date('2026-01-01T00:00:00Z') },
      { name: 'Chair', priceKobo: 3_900_000, password: 'new', tokenHash: 'b', updatedAt: new Date('2026-02-01T00:00:00Z') },
    );
    expect(changes).toEqual({
      priceKobo: { before: 4_500_000, after: 3_900_000 },
      updatedAt: { before: '2026-01-01T00:00:00.000Z', after: '2026-02-01T00:00:00.000Z' },
    });
  });

  it('a create from nothing and a delete to nothing', () => {
    expect(changedFields(null, { name: 'Sofa', stock: 2 })).toEqual({ name: { before: null, after: 'Sofa' }, stock: { before: null, after: 2 } });
    expect(changedFields({ name: 'Sofa' }, null)).toEqual({ name: { before: 'Sofa', after: null } });
  });
});
