import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formTemplateSchema, type FormTemplate } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

const responseSchema = z.array(formTemplateSchema);

/** `GET FormTemplate/GetAll`: the active templates, by name. */
export async function getFormTemplates(): Promise<FormTemplate[]> {
  const response = await api.get(endpoints.formTemplate.getAll);
  return responseSchema.parse(response.data);
}

export function formTemplatesQueryOptions() {
  return queryOptions({ queryKey: formKeys.templates(), queryFn: getFormTemplates, staleTime: 5 * 60_000 });
}

/** Loaded when the template chooser opens. */
export function useFormTemplates(options: { enabled: boolean }) {
  return useQuery({ ...formTemplatesQueryOptions(), enabled: options.enabled });
}
