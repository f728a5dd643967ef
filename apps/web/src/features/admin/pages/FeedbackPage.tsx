import '@/shared/feedback-strings';
import { useState } from 'react';
import { useGetAdminFeedbackQuery, useSetFeedbackHiddenMutation, type AdminFeedback } from '@/shared/api/feedback';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';

/** /admin/feedback: every rating and comment with who gave it, newest first; a comment hidden here never reaches the presenter. */
export default function FeedbackPage() {
  const [filter, setFilter] = useState('');
  const presentation = /^\d{1,9}$/.test(filter.trim()) ? Number(filter.trim()) : undefined;
  const { data, isLoading, isError, refetch } = useGetAdminFeedbackQuery(presentation);
  let body;
  if (isLoading) body = <Spinner size="lg" className="mx-auto my-12 text-accent-500" label={t('common.loading')} />;
  else if (isError || !data) body = <ErrorState message={t('feedback.loadFailed')} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <EmptyState title={t('feedback.consoleEmpty')} />;
  else
    body = (
      <ul className="grid gap-3">
        {data.map((item) => (
          <li key={item.id}>
            <FeedbackRow item={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card as="section">
      <PageHeading title={t('feedback.consoleTitle')} subtitle={t('feedback.consoleIntro')} />
      <TextField
        label={t('feedback.filterLabel')}
        name="presentation"
        inputMode="numeric"
        dir="ltr"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        hint={t('feedback.filterAll')}
        className="mb-4 max-w-xs"
      />
      {body}
    </Card>
  );
}

function FeedbackRow({ item }: { item: AdminFeedback }) {
  const [setHidden, { isLoading, error }] = useSetFeedbackHiddenMutation();
  return (
    <article className={`grid gap-2 rounded-2xl p-4 ring-1 ${item.hidden ? 'bg-navy-50 ring-navy-200' : 'bg-white ring-navy-100'}`} data-testid="admin-feedback">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-navy-950">{item.presentation.fa_title}</h2>
        <span className="font-bold text-amber-600">{t('feedback.star', { n: formatNumber(item.rating) })}</span>
      </div>
      <p className="text-sm text-navy-600">
        {item.user.first_name} {item.user.last_name}{' '}
        <bdi dir="ltr">{toPersianDigits(item.user.phone_number)}</bdi>
      </p>
      {item.comment && (
        <p dir="auto" className={`leading-7 ${item.hidden ? 'text-navy-500 line-through' : 'text-navy-900'}`}>
          {item.comment}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {item.hidden && <span className="rounded-full bg-navy-200 px-2 py-0.5 text-xs font-bold text-navy-800">{t('feedback.hidden')}</span>}
        {item.comment && (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void setHidden({ id: item.id, hidden: !item.hidden })}>
            {item.hidden ? t('feedback.unhide') : t('feedback.hide')}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errorMessage(error) || t('feedback.hideFailed')}
          </p>
        )}
      </div>
    </article>
  );
}
