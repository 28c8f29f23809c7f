import {
  access,
  ADMIN_ROLE,
  CODE_LIST_MISSING,
  ROLE_LIST_MISSING,
  rolesOf,
} from '@/features/permission';

const user = { UserAcc: 'xzys01' };

describe('access', () => {
  it('gives every signed-in user the single role admin, and nobody else any role', () => {
    expect(rolesOf(user)).toEqual([ADMIN_ROLE]);
    expect(rolesOf(null)).toEqual([]);
    expect(access(user, []).hasAnyRole(['admin'])).toBe(true);
    expect(access(user, []).hasAnyRole(['editor'])).toBe(false);
    expect(access(null, []).hasAnyRole(['admin'])).toBe(false);
  });

  it.each([
    [['persons:create'], true],
    [['persons:deletes', 'persons:create'], true],
    [['persons:deletes'], false],
    [['PERSONS:CREATE'], false],
  ])('hasAnyPermission(%j) = %j', (codes, expected) => {
    expect(access(user, ['persons:create', 'persons:update']).hasAnyPermission(codes)).toBe(
      expected,
    );
  });

  it('holds no codes when nobody is signed in', () => {
    const signedOut = access(null, ['persons:create']);
    expect(signedOut.isSignedIn).toBe(false);
    expect(signedOut.hasAnyPermission(['persons:create'])).toBe(false);
  });

  it('throws when a list is missing or empty (spec 5)', () => {
    const a = access(user, ['persons:create']);
    expect(() => a.hasAnyPermission(undefined)).toThrow(CODE_LIST_MISSING);
    expect(() => a.hasAnyPermission([])).toThrow(CODE_LIST_MISSING);
    expect(() => a.hasAnyRole(null)).toThrow(ROLE_LIST_MISSING);
    expect(() => a.hasAnyRole([])).toThrow(ROLE_LIST_MISSING);
  });

  it('is pure: the same input gives the same answers', () => {
    const first = access(user, ['a', 'b', 'a']);
    expect(first.codes).toEqual(['a', 'b']);
    expect(access(user, ['a', 'b', 'a']).codes).toEqual(first.codes);
  });
});
