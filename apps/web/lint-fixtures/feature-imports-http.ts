// Deliberately broken (apps/web/test/lint-rules.test.ts): a feature calling the API itself.
import { http } from '@/shared/http';

export const getFaqs = () => http.get('/api/faq/');
