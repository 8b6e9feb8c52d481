import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, pagedSearchRequest } from '@/lib/record-list';
import { formTemplateSortFields, type FormTemplateSearchRequest } from '@/lib/schemas/form-template-admin-schemas';

/** The template list's address query: Name A to Z, every template (an administrator looks after the inactive ones too). */
export const formTemplateListDefaults = namedRecordListDefaults(formTemplateSortFields, { active: 'All' });

export const formTemplateSortOptions = [
  { by: 'Name', direction: 'ASC', label: 'Name (A to Z)' },
  { by: 'Name', direction: 'DESC', label: 'Name (Z to A)' },
  { by: 'DateModified', direction: 'DESC', label: 'Updated (newest first)' },
  { by: 'DateModified', direction: 'ASC', label: 'Updated (oldest first)' },
] as const;

export function formTemplateSearchRequest(query: ListQuery, pageSize: number): FormTemplateSearchRequest {
  return { ...pagedSearchRequest(query, pageSize, formTemplateSortFields, 'Name'), active: activeFilterOf(query) };
}
