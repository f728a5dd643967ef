import { useState } from 'react';
import { Link } from 'react-router';
import { USER_ROLES } from '@fest/contract';
import { useChangeRoleMutation, useGetAdminUserQuery, useListAdminUsersQuery, type AdminUser, type UserRole } from '@/shared/api/admin-users';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, formatShortDate, formatToman, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { ExportButtons } from '../components/ExportButtons';
import { PaymentStateTag } from '../components/PaymentStateTag';
import { RowButton } from '../components/RowButton';
import { userRoleLabel } from '../labels';
import { useListParams } from '../list-params';
import '../messages';
import { localTitle } from '@/shared/i18n/content';

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

export default function UsersPage() {
  const { params, update } = useListParams([], { ordering: '-created_at' });
  const query = useListAdminUsersQuery(params);
  const [changing, setChanging] = useState<{ user: AdminUser; role: UserRole } | null>(null);
  const [showing, setShowing] = useState<AdminUser | null>(null);
  const [changeRole] = useChangeRoleMutation();

  const columns: Column<AdminUser>[] = [
    { key: 'name', label: t('admin.name'), sort: 'last_name', render: (u) => <span className="font-semibold">{fullName(u) || '—'}</span> },
    { key: 'phone', label: t('admin.phone'), sort: 'phone_number', render: (u) => <span dir="ltr">{toPersianDigits(u.phone_number)}</span> },
    { key: 'email', label: t('admin.email'), sort: 'email', render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'registrations', label: t('admin.registrations'), render: (u) => formatNumber(u.registrations) },
    { key: 'created', label: t('admin.joinedAt'), sort: 'created_at', render: (u) => formatShortDate(u.created_at) },
    {
      key: 'role',
      label: t('admin.role'),
      sort: 'role',
      render: (u) => (
        <select
          aria-label={t('admin.roleOf', { name: fullName(u) || u.phone_number })}
          value={u.role}
          onChange={(e) => setChanging({ user: u, role: e.target.value as UserRole })}
          className="rounded-lg bg-white px-2 py-1 text-sm ring-1 ring-navy-200"
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {userRoleLabel(role)}
            </option>
          ))}
        </select>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navUsers')} subtitle={t('admin.usersSubtitle')} action={<ExportButtons kind="users" />} />
      <DataTable
        caption={t('admin.navUsers')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(u) => u.id}
        searchLabel={t('admin.searchUsers')}
        actions={(u) => <RowButton onClick={() => setShowing(u)}>{t('admin.details')}</RowButton>}
      />
      <ConfirmDialog
        open={changing !== null}
        tone="primary"
        title={t('admin.roleChangeTitle')}
        confirmLabel={t('admin.roleChangeConfirm')}
        onClose={() => setChanging(null)}
        onConfirm={() => changeRole({ id: changing?.user.id ?? 0, role: changing?.role ?? 'user' }).unwrap()}
      >
        {changing && (
          <>
            <p>
              {t('admin.roleChangeText', {
                name: fullName(changing.user) || toPersianDigits(changing.user.phone_number),
                from: userRoleLabel(changing.user.role),
                to: userRoleLabel(changing.role),
              })}
            </p>
            <p className="text-sm text-navy-600">{t(`admin.roleMeans${changing.role}`)}</p>
            <p className="text-sm text-navy-600">{t('admin.roleChangeNow')}</p>
          </>
        )}
      </ConfirmDialog>
      {showing && <UserDetail id={showing.id} title={fullName(showing) || showing.phone_number} onClose={() => setShowing(null)} />}
    </>
  );
}

function UserDetail({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const user = useGetAdminUserQuery(id);
  const data = user.data;
  return (
    <Modal open onClose={onClose} title={title} className="w-[min(40rem,calc(100vw-1rem))]">
      {user.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(user.error)}
        </p>
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="grid gap-4 text-sm">
          <p>
            <span dir="ltr">{toPersianDigits(data.phone_number)}</span> · <span dir="ltr">{data.email}</span> · {userRoleLabel(data.role)}
          </p>
          <section>
            <h3 className="mb-2 font-bold">{t('admin.registrations')}</h3>
            {data.registrations.length > 0 ? (
              <ul className="grid gap-1">
                {data.registrations.map((r) => (
                  <li key={r.participation_id} className="flex flex-wrap justify-between gap-2">
                    <span>{localTitle(r.presentation)}</span>
                    <span className="text-navy-500">{r.completed_at ? formatShortDate(r.completed_at) : r.payment_state}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-navy-500">{t('admin.none')}</p>
            )}
          </section>
          <section>
            <h3 className="mb-2 font-bold">{t('admin.navPayments')}</h3>
            {data.payments.length > 0 ? (
              <ul className="grid gap-2">
                {data.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-50 px-3 py-2">
                    <Link to={`/admin/payments/${p.id}`} className="font-semibold underline">
                      {t('admin.paymentNumber', { id: toPersianDigits(p.id) })}
                    </Link>
                    <span>{formatToman(p.total_price)}</span>
                    <PaymentStateTag state={p.payment_state} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-navy-500">{t('admin.none')}</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
