import { t, type MessageKey } from '@/shared/i18n';
import './messages';

/** The console's names for the contract's enum values (keys built from the value, checked by a test). */
export const serviceTypeLabel = (type: string) => t(`admin.type${type}` as MessageKey);
export const staffRoleLabel = (role: string) => t(`admin.staffRole${role}` as MessageKey);
export const teamLabel = (team: string) => t(`admin.team${team}` as MessageKey);
export const paymentStateLabel = (state: string) => t(`admin.state${state}` as MessageKey);
export const userRoleLabel = (role: string) => t(`admin.role${role}` as MessageKey);
