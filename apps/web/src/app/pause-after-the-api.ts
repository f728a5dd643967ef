import { nextTask } from '@/shared/next-task';

/**
 * main.tsx imports this right after the API's base (Preact, Redux Toolkit and createApi, which builds
 * RTK Query's slices and middleware): like pause-before-the-interface.ts, its top-level await ends the
 * task the browser evaluates the `app` chunk in, so that the rest of the data modules (the endpoints,
 * the language, the slices) run in a task of their own (docs/decisions/022). Lighthouse's total blocking
 * time counts each task's time over 50 ms, at a 4x slowdown, so each cut saves up to 50 ms; the first
 * task is still the longest of the start (50-120 ms on a slow host under Lighthouse's tracing).
 */
await nextTask();
