import type { SectionNavItem } from '@/components/section-nav';
import { paths } from '@/config/paths';

/**
 * The administration area's sections, in the order of its navigation. A section that comes later
 * (picklists, form templates, catalogues) adds its id, its entry here and its routes.
 */
export type AdminSectionId = 'users' | 'roles' | 'picklists' | 'form-templates' | 'catalogues';

export const adminSections: readonly SectionNavItem<AdminSectionId>[] = [
  { id: 'users', text: 'Users', to: paths.adminUsers },
  { id: 'roles', text: 'Roles', to: paths.adminRoles },
  { id: 'picklists', text: 'Picklists', to: paths.adminPicklists },
  { id: 'form-templates', text: 'Form Templates', to: paths.adminFormTemplates },
  { id: 'catalogues', text: 'Discounts and Tax Overrides', to: paths.adminCatalogues },
];

/** The section of an administration address (`/admin/users/…` is Users). */
export function activeAdminSection(pathname: string): AdminSectionId | undefined {
  const path = pathname.replace(/\/+$/, '');
  return adminSections.find((section) => path === section.to || path.startsWith(`${section.to}/`))?.id;
}
