import { useGetUserQuery } from '@/shared/api/users';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { useSession } from '@/shared/store/session';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { ProfileForm } from '../components/ProfileForm';

export default function ProfileEditPage() {
  const { phoneNumber: phone } = useSession();
  // The header asks for the same user: one cache entry, one request.
  const { data: user, error, isFetching: loading, refetch } = useGetUserQuery(phone ?? '', { skip: !phone });
  const loaded = user !== undefined && user.phone_number === phone;

  return (
    <Card as="section">
      <PageHeading title={t('profile.editTitle')} subtitle={t('profile.editSubtitle')} />
      {loaded ? (
        <ProfileForm key={user.phone_number} user={user} />
      ) : error && !loading ? (
        <ErrorState title={t('profile.loadFailed')} message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <div className="grid place-items-center py-16 text-accent-500">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      )}
    </Card>
  );
}
