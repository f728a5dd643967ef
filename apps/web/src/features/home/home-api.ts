import type { Presentation, Staff } from '@fest/contract';
import { http } from '@/shared/http';

export type { Presentation, Staff };

/**
 * The home page asks for what it shows itself (features don't import each other). The same
 * presentation list the workshops page loads: the browser's cache and the server's ETag make the
 * second request cheap.
 */
export async function getProgramme(): Promise<Presentation[]> {
  const { data } = await http.get<Presentation[]>('/api/presentations/all/');
  return data;
}

export async function getStaff(): Promise<Staff[]> {
  const { data } = await http.get<Staff[]>('/api/staff/');
  return data;
}
