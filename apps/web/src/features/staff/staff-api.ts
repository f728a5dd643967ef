import type { Staff } from '@fest/contract';
import { http } from '@/shared/http';

export type { Staff };

/** GET /api/staff/: everyone on the festival team. */
export async function getStaff(): Promise<Staff[]> {
  const { data } = await http.get<Staff[]>('/api/staff/');
  return data;
}
