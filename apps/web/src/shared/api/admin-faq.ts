import type { AdminFaq, AdminFaqCreate, AdminFaqChange } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags } from './admin-list';

export type { AdminFaq };

/** /api/admin/faq/*: questions and answers, ordered by `position`. */
export const adminFaqApi = api.injectEndpoints({
  endpoints: (build) => {
    const faq = catalogueEndpoints<AdminFaq, AdminFaqCreate, AdminFaqChange>(build, '/api/admin/faq/', 'AdminFaq', writeTags('AdminFaq', 'Faq'));
    return {
      listAdminFaq: faq.list,
      createFaq: faq.create,
      updateFaq: faq.update,
      deleteFaq: faq.remove,
    };
  },
});

export const { useListAdminFaqQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation } = adminFaqApi;
