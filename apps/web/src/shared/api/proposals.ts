import type { Cfp, Proposal, ProposalChange, ProposalCreate, ProposalState, ProposalType, SpeakerProfile } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Cfp, Proposal, ProposalChange, ProposalCreate, ProposalState, ProposalType, SpeakerProfile };

/** What the speaker profile form sends: the text fields, the availability list and, when chosen, a new photo. */
export interface SpeakerProfileUpdate {
  bio_fa: string;
  bio_en: string;
  linkedin: string;
  github: string;
  website: string;
  availability: { start: string; end: string }[];
  photo?: File | null;
}

/** The profile as multipart form data (the contract's way to send a photo): the list as JSON text, the photo only when chosen. */
export function speakerProfileForm(update: SpeakerProfileUpdate): FormData {
  const form = new FormData();
  for (const field of ['bio_fa', 'bio_en', 'linkedin', 'github', 'website'] as const) form.append(field, update[field].trim());
  form.append('availability', JSON.stringify(update.availability));
  if (update.photo && update.photo.size > 0) form.append('photo', update.photo);
  return form;
}

/** /api/proposals/*, /api/speaker_profile/: the call for proposals as a speaker sees it (the call itself: cfp.ts). */
export const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's proposals and those they are invited to (accepted: false in their row), newest first. */
    getMyProposals: build.query<Proposal[], void>({
      query: () => '/api/proposals/',
      providesTags: ['Proposals'],
    }),
    getProposal: build.query<Proposal, number>({
      query: (id) => `/api/proposals/${id}/`,
      providesTags: ['Proposals'],
    }),
    /** 400 CFP_CLOSED outside the call's window; 400 VALIDATION_ERROR naming the field. */
    createProposal: build.mutation<Proposal, ProposalCreate>({
      query: (body) => ({ url: '/api/proposals/', method: 'POST', body }),
      invalidatesTags: ['Proposals'],
    }),
    changeProposal: build.mutation<Proposal, { id: number; change: ProposalChange }>({
      query: ({ id, change }) => ({ url: `/api/proposals/${id}/`, method: 'PATCH', body: change }),
      invalidatesTags: ['Proposals'],
    }),
    withdrawProposal: build.mutation<void, number>({
      query: (id) => ({ url: `/api/proposals/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['Proposals'],
    }),
    acceptInvitation: build.mutation<Proposal, number>({
      query: (id) => ({ url: `/api/proposals/${id}/accept_invitation/`, method: 'POST' }),
      invalidatesTags: ['Proposals'],
    }),
    /** The invited account takes itself off the proposal (204); 409 once it accepted. */
    declineInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `/api/proposals/${id}/decline_invitation/`, method: 'POST' }),
      invalidatesTags: ['Proposals'],
    }),
    getSpeakerProfile: build.query<SpeakerProfile, void>({
      query: () => '/api/speaker_profile/',
      providesTags: ['SpeakerProfile'],
    }),
    saveSpeakerProfile: build.mutation<SpeakerProfile, SpeakerProfileUpdate>({
      query: (update) => ({ url: '/api/speaker_profile/', method: 'PUT', body: speakerProfileForm(update) }),
      // The answer is the saved profile: put it in the cache instead of asking again.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(proposalsApi.util.upsertQueryData('getSpeakerProfile', undefined, data));
      },
    }),
  }),
});

export { useGetCfpQuery } from './cfp';
export const {
  useGetMyProposalsQuery,
  useGetProposalQuery,
  useCreateProposalMutation,
  useChangeProposalMutation,
  useWithdrawProposalMutation,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useGetSpeakerProfileQuery,
  useSaveSpeakerProfileMutation,
} = proposalsApi;
