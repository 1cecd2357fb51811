import { z } from 'zod';

// Zod's own messages (wrong type, missing field) in Korean, for both tiers.
z.config(z.locales.ko());

// In the browser the forms validate with these schemas under a CSP without 'unsafe-eval': zod must
// not compile its parsers with `new Function`, nor even probe for it (the caught probe is reported
// as a violation).
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
