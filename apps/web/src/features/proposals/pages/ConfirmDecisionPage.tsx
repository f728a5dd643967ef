import '../proposals-strings';
import { useParams } from 'react-router';
import { useAnswerDecisionMutation, type ConfirmBody } from '@/shared/api/review';
import { errorMessage, toApiError } from '@/shared/api-error';
import { t, type MessageKey } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { FormAlert } from '@/shared/ui/FormAlert';

/**
 * /proposals/confirm/:token: a speaker's one-tap answer to an acceptance, opened from an SMS on a
 * phone, no login (the link is the proof). The API says nothing about a link before it is answered,
 * so the page offers the plain choice and then shows what was answered and the proposal's new state.
 */
export default function ConfirmDecisionPage() {
  usePageMeta({ title: t('proposals.confirmTitle'), description: t('proposals.metaDescription') });
  const token = useParams().token ?? '';
  const [answer, answering] = useAnswerDecisionMutation();
  const sent = answering.originalArgs?.answer;
  const gone = answering.isError && toApiError(answering.error).status === 404;

  const choose = (choice: ConfirmBody['answer']) => {
    if (!answering.isLoading) void answer({ token, answer: choice });
  };

  let body;
  if (answering.data) {
    const { state, fa_title: title } = answering.data;
    body = (
      <div role="status" className="grid gap-3">
        <p className="text-lg leading-8 font-bold text-navy-950">
          {state === 'CONFIRMED' || state === 'DECLINED' ? t(`proposals.confirmDone${state}`, { title }) : title}
        </p>
        <p className="text-navy-700">{t('proposals.confirmStateNow', { state: t(`proposals.state${state}` as MessageKey) })}</p>
      </div>
    );
  } else if (gone) {
    body = (
      <div role="alert" className="grid gap-3">
        <h2 className="text-lg font-bold text-red-800">{t('proposals.confirmGone')}</h2>
        <p className="leading-7 text-navy-700">{t('proposals.confirmGoneText')}</p>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-5">
        <p className="text-lg leading-8 text-navy-900">{t('proposals.confirmIntro')}</p>
        {answering.isError && <FormAlert>{errorMessage(answering.error)}</FormAlert>}
        <div className="grid gap-3">
          <Button size="lg" block className="h-16 text-lg" loading={answering.isLoading && sent === 'CONFIRM'} disabled={answering.isLoading} onClick={() => choose('CONFIRM')}>
            {t('proposals.confirmYes')}
          </Button>
          <Button size="lg" variant="secondary" block className="h-16 text-lg" loading={answering.isLoading && sent === 'DECLINE'} disabled={answering.isLoading} onClick={() => choose('DECLINE')}>
            {t('proposals.confirmNo')}
          </Button>
        </div>
        <p className="text-sm text-navy-500">{t('proposals.confirmNoteOnce')}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-6 sm:py-12">
      <Card as="section" className="grid gap-6">
        <h1 className="text-2xl font-extrabold text-navy-950">{t('proposals.confirmTitle')}</h1>
        {body}
        {(answering.data || gone) && (
          <ButtonLink to="/profile/proposals" variant="secondary" className="justify-self-start">
            {t('proposals.confirmMine')}
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
