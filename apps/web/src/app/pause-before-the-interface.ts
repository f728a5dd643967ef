import { nextTask } from '@/shared/next-task';

/**
 * main.tsx imports this between the app's data modules (the store, its API, the language) and its
 * interface's (the router, the layouts): the browser evaluates a chunk's modules in import order, and
 * this one's top-level await lets it run what waits before going on. Evaluating the whole `app` chunk
 * at once was the longest task of a drawn page's start on a slow phone (100-170 ms at Lighthouse's 4x
 * slowdown); cut, it is shorter ones; kept because it measured (docs/decisions/020, point 4; 026).
 */
await nextTask();
