import '@/shared/feedback-strings';
import { useMemo, useState } from 'react';
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
import { SelectField } from '@/shared/ui/SelectField';

/** /admin/feedback: every rating and comment with who gave it, newest first; a comment hidden here never reaches the presenter. */
export default function FeedbackPage() {
  const [session, setSession] = useState('');
  const { data, isLoading, isError, refetch } = useGetAdminFeedbackQuery();
  const sessions = useMemo(() => sessionsIn(data ?? []), [data]);
  const shown = session ? (data ?? []).filter((item) => String(item.presentation.id) === session) : data;
  let body;
  if (isLoading) body = <Spinner size="lg" className="mx-auto my-12 text-accent-500" label={t('common.loading')} />;
  else if (isError || !shown) body = <ErrorState message={t('feedback.loadFailed')} onRetry={() => void refetch()} />;
  else if (shown.length === 0) body = <EmptyState title={t('feedback.consoleEmpty')} />;
  else
    body = (
      <ul className="grid gap-3">
        {shown.map((item) => (
          <li key={item.id}>
            <FeedbackRow item={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card as="section">
      <PageHeading title={t('feedback.consoleTitle')} subtitle={t('feedback.consoleIntro')} />
      {sessions.length > 1 && (
        <SelectField
          label={t('feedback.filterLabel')}
          name="presentation"
          value={session}
          onChange={(event) => setSession(event.target.value)}
          options={[{ value: '', label: t('feedback.filterAll') }, ...sessions]}
          className="mb-4 max-w-md"
        />
      )}
      {body}
    </Card>
  );
}

/** The sessions that have feedback, by title, each with its count and mean: the filter's choices. */
function sessionsIn(items: AdminFeedback[]): Array<{ value: string; label: string }> {
  const byId = new Map<number, { title: string; ratings: number[] }>();
  for (const item of items) {
    const entry = byId.get(item.presentation.id) ?? { title: item.presentation.fa_title, ratings: [] };
    entry.ratings.push(item.rating);
    byId.set(item.presentation.id, entry);
  }
  return [...byId]
    .sort(([, a], [, b]) => a.title.localeCompare(b.title, 'fa'))
    .map(([id, { title, ratings }]) => ({
      value: String(id),
      label: t('feedback.filterOption', {
        title,
        n: formatNumber(ratings.length),
        mean: formatNumber(Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10),
      }),
    }));
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
