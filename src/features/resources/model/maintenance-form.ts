import { localIsoDate } from '@/lib/format';
import { formatUsd } from '@/lib/job-calculations';
import {
  maintenanceCostFromText,
  type MaintenanceCreateRequest,
  type MaintenanceFormValues,
  type MaintenanceUpdateRequest,
  type ResourceMaintenance,
} from '@/lib/schemas/resource-maintenance-schemas';

/** A new entry: dated today (spec 3 §3 "date (default now)"), nothing else yet. */
export function newMaintenanceFormValues(today: string = localIsoDate()): MaintenanceFormValues {
  return { date: today, description: '', cost: '', performedByContext: '' };
}

export function maintenanceToFormValues(entry: ResourceMaintenance): MaintenanceFormValues {
  return { date: entry.date, description: entry.description, cost: entry.cost === null ? '' : entry.cost.toFixed(2), performedByContext: entry.performedBy?.context ?? '' };
}

/** What Create sends (with `context`, what Update sends); the cost read as exact cents. */
export function maintenanceRequestFromForm(values: MaintenanceFormValues, resourceContext: string, context?: string): MaintenanceCreateRequest | MaintenanceUpdateRequest {
  const request: MaintenanceCreateRequest = {
    resourceContext,
    date: values.date,
    description: values.description.trim(),
    cost: maintenanceCostFromText(values.cost),
    performedByContext: values.performedByContext || null,
  };
  return context ? { ...request, context } : request;
}

/** A cost as the log shows it: "$412.50", blank when none was given. */
export function maintenanceCostText(cost: number | null): string {
  return cost === null ? '' : formatUsd(cost);
}
