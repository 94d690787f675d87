// How the activity log names a staff member and an invitation (docs/decisions/0037-staff-roles-and-the-activity-log.md).

// Plain words in src/lib, under both account/ and staff/: an account's email change names a staff member too.
export const staffLabel = (member: { name: string; email: string }) => `Staff member ${member.name} (${member.email})`;

export const invitationLabel = (email: string) => `Invitation for ${email}`;
