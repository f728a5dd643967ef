// Deliberately broken (apps/web/test/lint-rules.test.ts): a feature reaching up into app/.
import { makeStore } from '@/app/store';

export const storeForFeature = makeStore;
