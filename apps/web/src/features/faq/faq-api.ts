import type { Faq } from '@fest/contract';
import { http } from '@/shared/http';

export type { Faq };

/** GET /api/faq/: the questions in the organisers' order; answers are sanitised HTML. */
export async function getFaqs(): Promise<Faq[]> {
  const { data } = await http.get<Faq[]>('/api/faq/');
  return data;
}
