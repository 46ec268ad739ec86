import * as z from 'zod/mini';

// zod 4 probes `new Function` unless told not to, and MV3's CSP forbids it. Every schema module
// imports `z` from here, so this runs before any schema is defined, in every bundle.
z.config({ jitless: true });

export { z };
