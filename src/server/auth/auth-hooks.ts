import 'server-only';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { refuseControlCharacters } from './control-characters';
import { enforcePasswordPolicy } from './password-endpoints';
import { refusePasswordOnlyStaffSignIn } from './passkey-only-staff';
import { refuseLongPasskeyName } from './passkey-plugin';
import { afterPasskeyEndpoint, requireRecentReauthentication } from './recent-reauthentication';
import { requireStaffEnrolmentGrant } from './staff-enrolment';
import { endSessionNoLongerValid, requestStart } from './session-lifetime';
import { afterFailedSignIn, countSignInAttempt, forgetSignInFailures, signInEmail } from './sign-in-limit';
import { authFlows } from './auth-flows';
import { refuseReusedTotp } from './totp-replay';
import { auditPasswordSignIn, auditStaffAuthEvent, staffAuditBefore } from './staff-auth-audit';

// Our checks around Better Auth's endpoints. Hooks run for browser requests to /api/auth/*
// and for server-side auth.api calls alike (better-auth/dist/api/dispatch.mjs), so none of
// them can be skipped by calling an endpoint another way. docs/security.md lists each threat.
// What they drive in the domains above auth is handed in by the composition root (./auth-flows.ts).

export const beforeAuthEndpoint = createAuthMiddleware(async (ctx) => {
  // Taken first: a session this request writes began before any password was checked.
  const started = requestStart();
  await endSessionNoLongerValid(ctx);
  refuseControlCharacters(ctx);
  if (ctx.path === '/sign-in/email') {
    const email = signInEmail(ctx.body);
    if (email) await countSignInAttempt(email);
  }
  if (ctx.path === '/two-factor/verify-totp') await refuseReusedTotp(ctx);
  await enforcePasswordPolicy(ctx);
  refuseLongPasskeyName(ctx);
  await requireRecentReauthentication(ctx);
  await requireStaffEnrolmentGrant(ctx);
  if (ctx.path === '/sign-up/email') await authFlows().beforeSignUp(ctx);
  return { context: { ...started.context, ...(await staffAuditBefore(ctx)) } };
});

export const afterAuthEndpoint = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-up/email') await authFlows().afterSignUp(ctx);
  await afterPasskeyEndpoint(ctx);
  if (ctx.path !== '/sign-in/email') return auditStaffAuthEvent(ctx);
  const email = signInEmail(ctx.body);
  if (!email) return;
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) {
    // The password was right (a session, or the two-factor step next).
    await forgetSignInFailures(email);
    await refusePasswordOnlyStaffSignIn(ctx);
  } else if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
    await afterFailedSignIn(email);
  }
  await auditPasswordSignIn(ctx, email);
});
