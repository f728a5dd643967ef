import type { CompetitionInfo, CompetitionSignupResult, User } from '@fest/contract';
import { http } from '@/shared/http';

export type { CompetitionInfo };

export async function getCompetitionInfo(): Promise<CompetitionInfo> {
  const { data } = await http.get<CompetitionInfo>('/api/competition/');
  return data;
}

/** Whether the signed-in user is registered: the User's own flag (GET /api/users/{phone}/). */
export async function getSignedUp(phone: string): Promise<boolean> {
  const { data } = await http.get<User>(`/api/users/${encodeURIComponent(phone)}/`);
  return data.is_signed_up_for_competition;
}

/** Where to pay, or (a free competition) that the user is registered already. */
export type SignupOutcome = { kind: 'pay'; paymentUrl: string } | { kind: 'registered'; detail: string };

export async function postCompetitionSignup(): Promise<SignupOutcome> {
  const { data } = await http.post<CompetitionSignupResult>('/api/users/competition_signup/');
  return 'payment_url' in data ? { kind: 'pay', paymentUrl: data.payment_url } : { kind: 'registered', detail: data.detail };
}
