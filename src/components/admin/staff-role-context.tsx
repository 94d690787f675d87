'use client';
import { createContext, useContext } from 'react';
import { roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';

// The signed-in staff member's role, for client components that show a button only to a role that
// may use it. Hiding is for the eye: the server action behind each button checks the permission itself.

const StaffRoleContext = createContext<StaffRole | null>(null);

export function StaffRoleProvider({ role, children }: { role: StaffRole; children: React.ReactNode }) {
  return <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>;
}

/** Whether the signed-in role holds `permission` (false outside the back office). */
export function useCan(permission: Permission): boolean {
  return roleCan(useContext(StaffRoleContext), permission);
}
