import { configure } from '@testing-library/preact';

// A page is a lazy module that Vitest compiles the first time a test file renders it (with the
// libraries loaded through preact-aliases.ts): on a busy two-core machine that took more than the
// default second that `findBy…` waits. Nothing here waits for a timer of the app's own.
configure({ asyncUtilTimeout: 4_000 });
