import type { FormInstance, FormTemplate } from './form-types';
import type { Intake, Job } from './types';

export interface SeededForms {
  formTemplates: FormTemplate[];
  formInstances: FormInstance[];
}

/** Form templates (Site Survey, HVAC Inspection, ...) and a few filled instances on intake and jobs. */
export function seedForms(_now: Date, _intakes: Intake[], _jobs: Job[]): SeededForms {
  return { formTemplates: [], formInstances: [] };
}
