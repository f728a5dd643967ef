import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminFaq, AdminFaqChange, AdminFaqCreate, AdminListQuery, Paged } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { faqs } from '../../../db/schema';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { sanitizeRichText } from '../../../lib/sanitize';
import { auditedChange } from '../../audit';
import { missing } from './refs';

const OBJECT = 'faq';
type Row = typeof faqs.$inferSelect;
const wire = (r: Row): AdminFaq => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  en_question: r.enQuestion,
  en_answer: r.enAnswer,
  position: r.position,
});
const get = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ? wire(row) : null;
};

const editionOfFaq = (id: number): SQL => sql`(select edition_id from faqs where id = ${id})`;

/**
 * Puts `id` at `position` (0 = first; past the end = last) and numbers every question of its edition
 * 0, 1, 2... in the resulting order, in one statement. Every row is locked first (in order), so two
 * organisers reordering at once end up with one order, not a mix.
 */
async function placeAt(tx: Tx, edition: SQL, id: number | null, position: number | null): Promise<void> {
  const rows = await tx
    .select({ id: faqs.id })
    .from(faqs)
    .where(eq(faqs.editionId, edition))
    .orderBy(asc(faqs.position), asc(faqs.id))
    .for('update');
  const order = rows.map((r) => r.id).filter((r) => r !== id);
  if (id !== null) order.splice(Math.min(position ?? order.length, order.length), 0, id);
  if (order.length === 0) return;
  const values = sql.join(order.map((faqId, i) => sql`(${faqId}::int, ${i}::int)`), sql`, `);
  await tx.execute(sql`update faqs set position = v.position from (values ${values}) as v(id, position)
    where faqs.id = v.id and faqs.position <> v.position`);
}

/** FAQ in the organisers' order (`position` from 0, kept without gaps). */
export const faqArea = {
  path: '/faq',
  noun: 'FAQ entry',
  listNote: 'search: question or answer; ordering: position (default), id, question',
  perEdition: true,
  list: async (db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminFaq>> => {
    const where = and(eq(faqs.editionId, edition), searchCondition(query.search, [faqs.question, faqs.answer, faqs.enQuestion, faqs.enAnswer]));
    const order = orderingOf(
      query.ordering,
      { position: faqs.position, id: faqs.id, question: faqs.question },
      { fallback: [asc(faqs.position)], tiebreak: asc(faqs.id) },
    );
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(faqs).where(where))[0]!.n,
      rows: async (limit, offset) => (await db.select().from(faqs).where(where).orderBy(...order).limit(limit).offset(offset)).map(wire),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminFaqCreate, edition: SQL) =>
    auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
      const [row] = await tx
        .insert(faqs)
        .values({
          editionId: sql`${edition}`,
          question: body.question,
          answer: sanitizeRichText(body.answer),
          enQuestion: body.en_question,
          enAnswer: sanitizeRichText(body.en_answer),
          position: 2_147_483_647,
        })
        .returning({ id: faqs.id });
      await placeAt(tx, edition, row!.id, body.position ?? null);
      const after = (await get(tx, row!.id))!;
      return { result: after, objectId: row!.id, before: null, after };
    }),
  change: (db: Db, actorId: number, id: number, body: AdminFaqChange) =>
    auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const set: Partial<Row> = {};
      if (body.question !== undefined) set.question = body.question;
      if (body.answer !== undefined) set.answer = sanitizeRichText(body.answer);
      if (body.en_question !== undefined) set.enQuestion = body.en_question;
      if (body.en_answer !== undefined) set.enAnswer = sanitizeRichText(body.en_answer);
      if (Object.keys(set).length) await tx.update(faqs).set(set).where(eq(faqs.id, id));
      if (body.position !== undefined) await placeAt(tx, editionOfFaq(id), id, body.position);
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before, after };
    }),
  remove: (db: Db, actorId: number, id: number) =>
    auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const [{ editionId } = { editionId: 0 }] = await tx.select({ editionId: faqs.editionId }).from(faqs).where(eq(faqs.id, id));
      await tx.delete(faqs).where(eq(faqs.id, id));
      await placeAt(tx, sql`${editionId}::int`, null, null);
      return { result: undefined, objectId: id, before, after: null };
    }),
};
