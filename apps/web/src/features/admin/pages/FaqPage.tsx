import { faqSchema } from '../schemas';
import { useCreateFaqMutation, useDeleteFaqMutation, useListAdminFaqQuery, useUpdateFaqMutation, type AdminFaq } from '@/shared/api/admin-faq';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { TextField } from '@/shared/ui/TextField';
import { useAdminForm } from '../admin-form';
import { CataloguePage } from '../components/CataloguePage';
import { type Column } from '../components/DataTable';
import { FormDialog } from '../components/FormDialog';
import { BilingualPair, englishInput, englishLabel, persianInput } from '../components/BilingualPair';
import { RowButton } from '../components/RowButton';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { useListParams } from '../list-params';
import '../messages';

/**
 * The questions in the order visitors see them. Moving one up or down swaps its `position` with
 * its neighbour's (two PATCHes); the list is ordered by position unless another sort is chosen.
 */
export default function FaqPage() {
  const { params, update } = useListParams(['edition'], { ordering: 'position' });
  const query = useListAdminFaqQuery(params);
  const [remove] = useDeleteFaqMutation();
  const [change, { isLoading: moving }] = useUpdateFaqMutation();
  const rows = query.data?.results ?? [];
  const inOrder = params.ordering === 'position' && !params.search;

  const move = async (faq: AdminFaq, by: -1 | 1) => {
    const index = rows.findIndex((r) => r.id === faq.id);
    const other = rows[index + by];
    if (!other) return;
    await change({ id: faq.id, body: { position: other.position } }).unwrap();
    await change({ id: other.id, body: { position: faq.position } }).unwrap();
  };

  const columns: Column<AdminFaq>[] = [
    { key: 'position', label: t('admin.position'), sort: 'position', render: (f) => formatNumber(f.position) },
    { key: 'question', label: t('admin.question'), render: (f) => <span className="font-semibold">{f.question}</span> },
  ];

  return (
    <CataloguePage
      perEdition
      title={t('admin.navFaq')}
      subtitle={t('admin.faqSubtitle')}
      newLabel={t('admin.newFaq')}
      searchLabel={t('admin.searchFaq')}
      columns={columns}
      list={{ query, params, update }}
      Form={FaqForm}
      remove={(id) => remove(id).unwrap()}
      deleteTitle={t('admin.deleteFaqTitle')}
      deleteText={(row) => t('admin.deleteFaqText', { name: row.question })}
      moreActions={(f) =>
        inOrder && (
          <>
            <RowButton aria-label={t('admin.moveUp', { name: f.question })} disabled={moving || rows[0]?.id === f.id} onClick={() => void move(f, -1)}>
              ↑
            </RowButton>
            <RowButton aria-label={t('admin.moveDown', { name: f.question })} disabled={moving || rows.at(-1)?.id === f.id} onClick={() => void move(f, 1)}>
              ↓
            </RowButton>
          </>
        )
      }
    />
  );
}

function FaqForm({ row: faq, onClose, edition }: { row: AdminFaq | null; onClose: () => void; edition?: string }) {
  const form = useAdminForm({
    question: faq?.question ?? '',
    en_question: faq?.en_question ?? '',
    answer: faq?.answer ?? '',
    en_answer: faq?.en_answer ?? '',
  });
  const [create] = useCreateFaqMutation();
  const [change] = useUpdateFaqMutation();
  const save = async () => {
    const ok = await form.submit(faqSchema, form.values, (body) => (faq ? change({ id: faq.id, body }).unwrap() : create({ body: body, edition }).unwrap()));
    if (ok) onClose();
  };
  return (
    <FormDialog open title={faq ? t('admin.editFaq') : t('admin.newFaq')} onClose={onClose} onSubmit={() => void save()} busy={form.busy} formError={form.formError}>
      <BilingualPair>
        <TextField {...persianInput} label={t('admin.question')} {...form.text('question')} />
        <TextField label={englishLabel(t('admin.question'))} {...englishInput} {...form.text('en_question')} />
      </BilingualPair>
      <BilingualPair>
        <TextAreaField {...persianInput} label={t('admin.answer')} hint={t('admin.htmlHint')} rows={6} {...form.text('answer')} />
        <TextAreaField label={englishLabel(t('admin.answer'))} hint={t('admin.englishHint')} rows={6} {...englishInput} {...form.text('en_answer')} />
      </BilingualPair>
    </FormDialog>
  );
}
