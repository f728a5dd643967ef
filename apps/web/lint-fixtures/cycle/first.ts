// Deliberately broken (apps/web/test/lint-rules.test.ts): first.ts and second.ts import each other.
import { second } from './second';

export const first = () => second();
