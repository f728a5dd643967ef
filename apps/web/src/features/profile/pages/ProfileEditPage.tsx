import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { ProfileForm } from '../components/ProfileForm';
import { fetchUser, selectUserState } from '../user-slice';

export default function ProfileEditPage() {
  const dispatch = useAppDispatch();
  const phone = useAppSelector((state) => state.auth.phoneNumber);
  const { user, loading, error } = useAppSelector(selectUserState);
  const loaded = user !== null && user.phone_number === phone;

  useEffect(() => {
    if (phone && !loaded) void dispatch(fetchUser(phone));
  }, [dispatch, phone, loaded]);

  return (
    <Card as="section">
      <PageHeading title={t('profile.editTitle')} subtitle={t('profile.editSubtitle')} />
      {loaded ? (
        <ProfileForm key={user.phone_number} user={user} />
      ) : error && !loading ? (
        <ErrorState
          title={t('profile.loadFailed')}
          message={errorMessage(error)}
          onRetry={() => phone && void dispatch(fetchUser(phone))}
        />
      ) : (
        <div className="grid place-items-center py-16 text-accent-500">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      )}
    </Card>
  );
}
