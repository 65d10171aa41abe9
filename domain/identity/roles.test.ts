import { describe, expect, it } from 'vitest';
import type { AccountKind, UserRole } from './caller.ts';
import { hasAdminRole } from './roles.ts';

const caller = (kind: AccountKind, role: UserRole) => ({ user: { role }, account: { kind } });

describe('hasAdminRole', () => {
  it('grants a pharmacy or supplier admin and refuses their members', () => {
    expect(hasAdminRole(caller('pharmacy', 'admin'))).toBe(true);
    expect(hasAdminRole(caller('supplier', 'admin'))).toBe(true);
    expect(hasAdminRole(caller('pharmacy', 'member'))).toBe(false);
    expect(hasAdminRole(caller('supplier', 'member'))).toBe(false);
  });

  it("counts a support operator as the desk's admin, and an operator role nowhere else", () => {
    expect(hasAdminRole(caller('support', 'operator'))).toBe(true);
    expect(hasAdminRole(caller('support', 'member'))).toBe(false);
    expect(hasAdminRole(caller('pharmacy', 'operator'))).toBe(false);
  });
});
