import { config } from 'zod';

// Zod probes whether it may compile validators with `new Function`; the app's content security
// policy forbids eval, so the browser reports the probe as a violation on every page with a form
// (and Lighthouse counts it). Interpreted validation is fast enough for forms. This must run
// before any schema is built, so main.tsx imports it first.
config({ jitless: true });
