import { describe, expect, it } from 'vitest';
import { USER_ROLES, paymentStates, refundMethods, refundStates, serviceTypes, staffRoles, staffTeams } from '@fest/contract';
import { hasMessage } from '@/shared/i18n';
import './messages';

describe("the console's names for the contract's values", () => {
  it.each([
    ['type', serviceTypes],
    ['staffRole', staffRoles],
    ['team', staffTeams],
    ['state', paymentStates],
    ['role', USER_ROLES],
    ['roleMeans', USER_ROLES],
    ['refundState', refundStates],
    ['refundMethod', refundMethods],
  ] as const)('has a %s label for every value', (prefix, values) => {
    for (const value of values) expect(hasMessage('admin', `${prefix}${value}`), `${prefix}${value}`).toBe(true);
  });
});
