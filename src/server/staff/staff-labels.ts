import 'server-only';

// How the activity log names a staff member and an invitation (docs/decisions/0037-staff-roles-and-the-activity-log.md).

export const staffLabel = (member: { name: string; email: string }) => `Staff member ${member.name} (${member.email})`;

export const invitationLabel = (email: string) => `Invitation for ${email}`;
