import { z } from 'zod';

// zod's own messages in French for every rule a schema does not word itself. Every schema module takes
// `z` from here, so the setting comes with the first schema and modules without one never load zod.
z.config(z.locales.fr());

export { z };
