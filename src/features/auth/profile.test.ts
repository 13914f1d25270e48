import fc from 'fast-check';
import { browserSession } from '../../services/browserSession';
import { buildProfile, DEFAULT_TRUE_FLAGS, PROFILE_FLAGS, splitDisplayName } from './profile';
import { hasAnyRole, NAV_ROLE_OF, navRolesFrom, PROFILE_ROLES } from '../../shared/roles';
import type { AccountSummary } from './authSlice';

const account: AccountSummary = {
  homeAccountId: 'h',
  localAccountId: 'l',
  oid: 'oid-1',
  username: 'alex.rivera@contoso.test',
  name: 'Alex Rivera',
  tenantId: 't',
  roles: ['Employee'],
};

describe('signed-in profile (spec §3)', () => {
  it('builds every field from the account with the fixed values', () => {
    const profile = buildProfile(account);
    expect(profile).toMatchObject({
      msUserID: 'oid-1',
      employeeUID: 'oid-1',
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'alex.rivera@contoso.test',
      loginEmail: 'alex.rivera@contoso.test',
      userType: 'Employee',
      userStatus: 'Active',
      role: 'Employee',
    });
  });

  it('sets only showBirthdayYN, showPhotosYN and isDevOpsUserYN for a plain employee', () => {
    const profile = buildProfile(account);
    const trueFlags = PROFILE_FLAGS.filter((f) => profile[f]);
    expect(trueFlags).toEqual(['showBirthdayYN', 'showPhotosYN', 'isDevOpsUserYN']);
    expect(DEFAULT_TRUE_FLAGS).toEqual(['showBirthdayYN', 'showPhotosYN', 'isDevOpsUserYN']);
  });

  it('turns role flags on from the roles claim', () => {
    const profile = buildProfile({ ...account, roles: ['Employee', 'HRAdmin', 'NotARole'] });
    expect(profile.isHRAdminYN).toBe(true);
    expect(profile.showHRCalendarYN).toBe(true);
    expect(profile.isPayrollUserYN).toBe(false);
    expect(profile.roles).toEqual(['Employee', 'HRAdmin']);
    expect(profile.role).toBe('HRAdmin');
  });

  it.each([
    ['Alex Rivera', 'Alex', 'Rivera'],
    ['Mary Ann van der Berg', 'Mary', 'Ann van der Berg'],
    ['Prince', 'Prince', 'User'],
    ['   ', 'Unknown', 'User'],
    ['', 'Unknown', 'User'],
  ])('splits %j at the first space', (name, first, last) => {
    expect(splitDisplayName(name)).toEqual({ firstName: first, lastName: last });
  });
});

describe('roles', () => {
  it('maps every profile role to a navigation role, and everyone is an employee', () => {
    expect(navRolesFrom(['HRAdmin', 'DevOpsUser'])).toEqual(['EMPLOYEE', 'HR_ADMIN', 'DEVOPS_USER']);
    expect(navRolesFrom([])).toEqual(['EMPLOYEE']);
    expect(new Set(Object.values(NAV_ROLE_OF)).size).toBe(PROFILE_ROLES.length);
  });

  it('an item shows when it requires no role or the user holds one of them', () => {
    fc.assert(
      fc.property(fc.subarray([...PROFILE_ROLES]), fc.subarray([...PROFILE_ROLES]), (held, required) => {
        const user = navRolesFrom(held);
        const need = required.map((r) => NAV_ROLE_OF[r]);
        expect(hasAnyRole(user, need)).toBe(need.length === 0 || need.some((r) => user.includes(r)));
      }),
    );
  });
});

describe('session storage rules', () => {
  it('clears all session storage on sign-out', () => {
    sessionStorage.setItem('a', '1');
    browserSession(sessionStorage).clearAll();
    expect(sessionStorage).toHaveLength(0);
  });
});
