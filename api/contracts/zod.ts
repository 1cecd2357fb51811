import { z } from 'zod';

// Zod's own messages (wrong type, missing field) in Korean, for both tiers.
z.config(z.locales.ko());

export { z };
