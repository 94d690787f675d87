// The page a staff member's two-factor set-up link opens (src/server/staff/enrolment-link.ts).
export const staffEnrolmentPath = (token: string) => `/auth/staff-enrolment?token=${encodeURIComponent(token)}`;

/** How long a session that followed a set-up link may enrol a second factor (src/server/auth/staff-enrolment.ts). */
export const STAFF_ENROLMENT_MINUTES = 30;
