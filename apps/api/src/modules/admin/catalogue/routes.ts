import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAccessoryChangeSchema,
  adminAccessoryCreateSchema,
  adminAccessoryPageSchema,
  adminAccessorySchema,
  adminCouponChangeSchema,
  adminCouponCreateSchema,
  adminCouponPageSchema,
  adminCouponSchema,
  adminCouponUsePageSchema,
  adminFaqChangeSchema,
  adminFaqCreateSchema,
  adminFaqPageSchema,
  adminFaqSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPresentationChangeSchema,
  adminPresentationChangedSchema,
  adminPresentationCreateSchema,
  adminPresentationPageSchema,
  adminPresentationSchema,
  adminPresenterChangeSchema,
  adminPresenterCreateSchema,
  adminPresenterPageSchema,
  adminPresenterSchema,
  adminSettingsChangeSchema,
  adminSettingsSchema,
  adminStaffChangeSchema,
  adminStaffCreateSchema,
  adminStaffPageSchema,
  adminStaffSchema,
  adminTagChangeSchema,
  adminTagCreateSchema,
  adminTagPageSchema,
  adminTagSchema,
  adminUserChangeSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  editionChangeSchema,
  editionCreateSchema,
  editionQuerySchema,
  editionSchema,
  errorBody,
  idParamSchema,
  USER_ROLES,
} from '@fest/contract';
import { changeEdition, copyEdition, createEdition } from './editions';
import { listEditions, requireEdition } from '../../catalogue';
import { caller } from '../../accounts';
import { crudRoutes } from '../crud-routes';
import { imageUploadRoutes } from '../image-upload';
import { accessoriesArea, deleteAccessory, setAccessoryImage } from './accessories';
import { couponsArea, listCouponUses } from './coupons';
import { faqArea } from './faq';
import {
  changePresentation,
  createPresentation,
  deletePresentation,
  getPresentation,
  listPresentations,
  setPoster,
} from './presentations';
import { deletePresenter, presentersArea, setPresenterAvatar } from './presenters';
import { missing } from './refs';
import { changeSettings, getSettings, setSignature } from './settings';
import { deleteStaff, setStaffImage, staffArea } from './staff';
import { tagsArea } from './tags';
import { adminTexts } from '../texts';
import { changeUserRole, getUser, listUsers } from './users';

const MB = 1024 * 1024;
const base = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * The catalogue side of the organiser API: presentations, presenters, tags, FAQ, staff, accessories,
 * coupons, settings and users, with their image uploads. Every write is audited in its transaction.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaRoot = path.resolve(app.settings.DATA_DIR, 'media');

  await app.register(
    crudRoutes({
      path: '/presentations',
      noun: 'presentation',
      perEdition: true,
      listNote:
        'each with sold, held, remained_capacity, revenue, checked_in; search: titles or room; ' +
        'ordering: start (default), fa_title, en_title, capacity, cost, service_type, id',
      schemas: {
        item: adminPresentationSchema,
        page: adminPresentationPageSchema,
        create: adminPresentationCreateSchema,
        change: adminPresentationChangeSchema,
        changed: adminPresentationChangedSchema,
      },
      changeNote:
        'A body naming room, start or end is a move (the schedule editor sends all three): 409 SCHEDULE_CLASH (with `clash` ' +
        'naming both sessions) when a presenter would be in two places or two sessions in one room at once; room "" puts a ' +
        'draft back among the unplaced ones, and 409 ALREADY_PUBLISHED refuses it for a published session that has a room; the answer\'s ' +
        '`warnings` say what is allowed but questionable (outside a presenter\'s availability). Those who starred or bought a ' +
        'published session that moved are told by SMS and e-mail.',
      list: listPresentations,
      get: getPresentation,
      create: createPresentation,
      change: (db, actorId, id, body) => changePresentation(db, actorId, id, body, app.settings.PUBLIC_URL),
      remove: (db, actorId, id) => deletePresentation(db, mediaRoot, actorId, id),
    }),
  );
  await app.register(
    crudRoutes({
      ...presentersArea,
      schemas: { item: adminPresenterSchema, page: adminPresenterPageSchema, create: adminPresenterCreateSchema, change: adminPresenterChangeSchema },
      remove: (db, actorId, id) => deletePresenter(db, mediaRoot, actorId, id),
    }),
  );
  await app.register(
    crudRoutes({ ...tagsArea, schemas: { item: adminTagSchema, page: adminTagPageSchema, create: adminTagCreateSchema, change: adminTagChangeSchema } }),
  );
  await app.register(
    crudRoutes({ ...faqArea, schemas: { item: adminFaqSchema, page: adminFaqPageSchema, create: adminFaqCreateSchema, change: adminFaqChangeSchema } }),
  );
  await app.register(
    crudRoutes({
      ...staffArea,
      schemas: { item: adminStaffSchema, page: adminStaffPageSchema, create: adminStaffCreateSchema, change: adminStaffChangeSchema },
      remove: (db, actorId, id) => deleteStaff(db, mediaRoot, actorId, id),
    }),
  );
  await app.register(
    crudRoutes({
      ...accessoriesArea,
      schemas: { item: adminAccessorySchema, page: adminAccessoryPageSchema, create: adminAccessoryCreateSchema, change: adminAccessoryChangeSchema },
      remove: (db, actorId, id) => deleteAccessory(db, mediaRoot, actorId, id),
    }),
  );
  await app.register(
    crudRoutes({ ...couponsArea, schemas: { item: adminCouponSchema, page: adminCouponPageSchema, create: adminCouponCreateSchema, change: adminCouponChangeSchema } }),
  );

  await app.register(
    imageUploadRoutes([
      {
        url: '/presentations/:id/poster/',
        summary: 'Upload a presentation’s poster',
        what: adminTexts.upload.poster,
        maxBytes: 5 * MB,
        maxSide: 1600,
        item: adminPresentationSchema,
        save: (db, actorId, id, image) => setPoster(db, mediaRoot, actorId, id, image),
      },
      {
        url: '/presenters/:id/avatar/',
        summary: 'Upload a presenter’s picture',
        what: adminTexts.upload.presenterImage,
        maxBytes: 2 * MB,
        maxSide: 512,
        item: adminPresenterSchema,
        save: (db, actorId, id, image) => setPresenterAvatar(db, mediaRoot, actorId, id, image),
      },
      {
        url: '/staff/:id/image/',
        summary: 'Upload a staff member’s picture',
        what: adminTexts.upload.staffImage,
        maxBytes: 2 * MB,
        maxSide: 512,
        item: adminStaffSchema,
        save: (db, actorId, id, image) => setStaffImage(db, mediaRoot, actorId, id, image),
      },
      {
        url: '/accessories/:id/image/',
        summary: 'Upload an accessory’s picture',
        what: adminTexts.upload.accessoryImage,
        maxBytes: 5 * MB,
        maxSide: 1024,
        item: adminAccessorySchema,
        save: (db, actorId, id, image) => setAccessoryImage(db, mediaRoot, actorId, id, image),
      },
    ], [
      {
        url: '/settings/signature/',
        summary: 'Upload the signature drawn on an edition’s certificates (the current one’s by default)',
        what: adminTexts.upload.signature,
        maxBytes: 2 * MB,
        maxSide: 800,
        item: adminSettingsSchema,
        save: (db, actorId, edition, image) => setSignature(db, mediaRoot, actorId, image, edition),
      },
    ]),
  );

  app.get(
    '/coupons/:id/uses/',
    {
      schema: {
        ...base,
        summary: 'The completed payments that used a coupon',
        description: 'newest first; ordering: verified_date, total_price, id',
        params: adminIdParamsSchema,
        querystring: adminListQuerySchema,
        response: { 200: adminCouponUsePageSchema, ...errors },
      },
    },
    async (request) => listCouponUses(app.db, request.params.id, request.query),
  );

  const editionOf = (slug: string | undefined) => requireEdition(app.db, slug);
  app.get(
    '/settings/',
    {
      schema: {
        ...base,
        summary: 'An edition’s settings (the current one’s by default)',
        querystring: editionQuerySchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => getSettings(app.db, await editionOf(request.query.edition)),
  );
  app.patch(
    '/settings/',
    {
      schema: {
        ...base,
        summary: 'Change an edition’s settings (the current one’s by default; fields left out stay as they are)',
        description: 'competition_capacity never below the competition’s signed-up plus held seats (409)',
        querystring: editionQuerySchema,
        body: adminSettingsChangeSchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => changeSettings(app.db, caller(request).id, request.body, await editionOf(request.query.edition)),
  );

  app.delete(
    '/settings/signature/',
    {
      schema: {
        ...base,
        summary: 'Remove the signature from an edition’s certificates (the current one’s by default)',
        querystring: editionQuerySchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => setSignature(app.db, mediaRoot, caller(request).id, null, await editionOf(request.query.edition)),
  );

  app.get(
    '/editions/',
    { schema: { ...base, summary: 'Every edition, newest first', response: { 200: z.array(editionSchema), ...errors } } },
    async () => listEditions(app.db),
  );
  app.post(
    '/editions/',
    {
      schema: {
        ...base,
        summary: 'A new edition (not current: PATCH is_current makes it so)',
        description: 'slug taken: 400 on slug',
        body: editionCreateSchema,
        response: { 201: editionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createEdition(app.db, caller(request).id, request.body)),
  );
  app.patch(
    '/editions/:id/',
    {
      schema: {
        ...base,
        summary: 'Rename or re-date an edition; is_current: true makes it the current edition (audited)',
        params: adminIdParamsSchema,
        body: editionChangeSchema,
        response: { 200: editionSchema, ...errors },
      },
    },
    async (request) => changeEdition(app.db, caller(request).id, request.params.id, request.body),
  );
  app.post(
    '/editions/:id/copy_from/:other_id/',
    {
      schema: {
        ...base,
        summary: 'Copy settings, festival facts, FAQ, staff, tags and accessories from another edition',
        description: 'never presentations, coupons or sales; only into an edition without FAQ, staff, tags or accessories (409)',
        params: z.object({ id: idParamSchema, other_id: idParamSchema }),
        response: { 200: editionSchema, ...errors },
      },
    },
    async (request) => copyEdition(app.db, mediaRoot, caller(request).id, request.params.id, request.params.other_id),
  );

  app.get(
    '/users/',
    {
      schema: {
        ...base,
        summary: 'Accounts, newest first',
        description: 'search: phone, name or e-mail; role narrows to one role; ordering: created_at, phone_number, last_name, role, id',
        querystring: adminListQuerySchema.extend({ role: z.enum(USER_ROLES).optional() }),
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );
  app.get(
    '/users/:id/',
    { schema: { ...base, summary: 'One account with its payments and registrations', params: adminIdParamsSchema, response: { 200: adminUserDetailSchema, ...errors } } },
    async (request) => (await getUser(app.db, request.params.id)) ?? Promise.reject(missing()),
  );
  app.patch(
    '/users/:id/',
    {
      schema: {
        ...base,
        summary: 'Change an account’s role',
        description: 'takes effect on the user’s next request; the last admin can’t be demoted (409)',
        params: adminIdParamsSchema,
        body: adminUserChangeSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => changeUserRole(app.db, caller(request).id, request.params.id, request.body.role),
  );
};
