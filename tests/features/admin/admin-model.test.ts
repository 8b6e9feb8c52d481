import { describe, expect, it } from 'vitest';
import { activeAdminSection } from '@/features/admin/model/admin-sections';
import { assignableRoleOptions, userActions } from '@/features/admin/model/user-actions';
import { groupPermissions } from '@/lib/permission-catalog';

describe('userActions', () => {
  const user = (status: 'Active' | 'Invited' | 'Locked' | 'Inactive', email = 'tech@demo.test') => ({ status, email });
  it('offers each status its actions', () => {
    expect(userActions(user('Active'), 'admin@demo.test')).toEqual(['change-role', 'send-password-reset', 'deactivate']);
    expect(userActions(user('Invited'), 'admin@demo.test')).toEqual(['change-role', 'resend-invitation', 'deactivate']);
    expect(userActions(user('Locked'), 'admin@demo.test')).toEqual(['unlock', 'change-role', 'send-password-reset', 'deactivate']);
    expect(userActions(user('Inactive'), 'admin@demo.test')).toEqual(['reactivate']);
  });

  it('never offers Change Role or Deactivate on one’s own account', () => {
    expect(userActions(user('Active', 'Admin@Demo.test'), 'admin@demo.test')).toEqual(['send-password-reset']);
  });

  it('only offers the emails and Unlock for a role the administrator may not give (Root)', () => {
    expect(userActions(user('Locked', 'root@demo.test'), 'admin@demo.test', false)).toEqual(['unlock', 'send-password-reset']);
    expect(userActions(user('Inactive', 'root@demo.test'), 'admin@demo.test', false)).toEqual([]);
  });
});

describe('assignableRoleOptions', () => {
  it('keeps the roles the administrator may give', () => {
    const role = (name: string, assignable: boolean) => ({ context: name, name, description: '', userCount: 0, assignable });
    expect(assignableRoleOptions([role('Administrator', true), role('Root', false)])).toEqual([{ context: 'Administrator', name: 'Administrator' }]);
    expect(assignableRoleOptions(undefined)).toEqual([]);
  });
});

describe('activeAdminSection', () => {
  it('finds the section of an address', () => {
    expect(activeAdminSection('/admin/users')).toBe('users');
    expect(activeAdminSection('/admin/users/abc')).toBe('users');
    expect(activeAdminSection('/admin/roles/')).toBe('roles');
    expect(activeAdminSection('/admin/usersx')).toBeUndefined();
  });
});

describe('groupPermissions', () => {
  it('lists every area with each code granted or not', () => {
    const areas = groupPermissions(['INTAKE_R', 'RPT_R']);
    expect(areas[0]).toMatchObject({ area: 'Intake', grantedCount: 1 });
    expect(areas[0]?.permissions.find((entry) => entry.code === 'INTAKE_R')?.granted).toBe(true);
    expect(areas.find((area) => area.area === 'Reports')?.grantedCount).toBe(1);
    expect(areas.find((area) => area.area === 'Administration')?.grantedCount).toBe(0);
  });
});
