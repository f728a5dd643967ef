import type { ErrorBody } from '@fest/contract';
import type { ApiQueryError } from '@/shared/api/base-api';
import { errorMessage, serverText } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import './messages';

/**
 * Why a move was refused, naming both sessions: the server's own words in Persian (its detail names
 * them and the room or presenter), and in English the same facts from its `clash` in the console's words.
 */
export function moveRefusal(err: unknown): string {
  const body = (err as ApiQueryError | undefined)?.body as ErrorBody | undefined;
  const clash = body?.clash;
  const [moved, other] = clash?.sessions ?? [];
  if (serverText(body?.detail) || !clash || !moved || !other) return errorMessage(err);
  if (clash.kind === 'PRESENTER' && clash.presenter) {
    const name = `${clash.presenter.first_name} ${clash.presenter.last_name}`.trim();
    return t('admin.scheduleClashPresenter', { name, moved: moved.fa_title, other: other.fa_title });
  }
  return t('admin.scheduleClashRoom', { room: clash.room ?? '', moved: moved.fa_title, other: other.fa_title });
}
