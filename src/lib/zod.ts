import { z } from 'zod';

// Every schema imports zod from here. Zod compiles object parsers with `new Function` unless
// told not to, and first probes whether it may: under the shop's Content-Security-Policy
// (no 'unsafe-eval', docs/security.md) that probe is a policy violation in every browser that
// parses a form. Interpreted parsing is plenty fast for forms and actions.
z.config({ jitless: true });

export { z };
