// Deliberately broken (apps/web/test/lint-rules.test.ts): the other half of the cycle.
import { first } from './first';

export const second = (): unknown => first;
