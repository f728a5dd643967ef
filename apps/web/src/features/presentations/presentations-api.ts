import type { Presentation, Presenter } from '@fest/contract';
import { http } from '@/shared/http';

export type { Presentation, Presenter };

/** GET /api/presentations/all/: the whole programme, ordered by start. */
export async function getPresentations(): Promise<Presentation[]> {
  const { data } = await http.get<Presentation[]>('/api/presentations/all/');
  return data;
}

/** GET /api/presentations/{id}: 404 NOT_FOUND for an unknown id. */
export async function getPresentation(id: number): Promise<Presentation> {
  const { data } = await http.get<Presentation>(`/api/presentations/${id}`);
  return data;
}

/** GET /api/presenter/: each presenter with the titles of their presentations. */
export async function getPresenters(): Promise<Presenter[]> {
  const { data } = await http.get<Presenter[]>('/api/presenter/');
  return data;
}
