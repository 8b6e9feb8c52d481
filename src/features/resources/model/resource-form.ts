import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { Resource, ResourceCreateRequest, ResourceFormValues } from '@/lib/schemas/resource-schemas';

/** A new resource: active, nothing chosen yet, no attributes. */
export function newResourceFormValues(): ResourceFormValues {
  return { name: '', active: true, description: '', resourceTypeContext: '', locationContext: '', assignedToContext: '', dateIssued: '', attributes: [] };
}

export function resourceToFormValues(resource: Resource): ResourceFormValues {
  return {
    name: resource.name,
    active: resource.active,
    description: resource.description,
    resourceTypeContext: resource.resourceType?.context ?? '',
    locationContext: resource.location?.context ?? '',
    assignedToContext: resource.assignedTo?.context ?? '',
    dateIssued: resource.dateIssued ?? '',
    attributes: resource.attributes.map((entry) => ({ attributeContext: entry.attributeContext, value: entry.value })),
  };
}

/** What Create (and, with context and version, Update) sends: blanks as null, text trimmed. */
export function resourceRequestFromForm(values: ResourceFormValues): ResourceCreateRequest {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    name: values.name.trim(),
    active: values.active,
    description: values.description,
    resourceTypeContext: orNull(values.resourceTypeContext),
    locationContext: orNull(values.locationContext),
    assignedToContext: orNull(values.assignedToContext),
    dateIssued: values.assignedToContext ? orNull(values.dateIssued) : null,
    attributes: values.attributes.map((entry) => ({ attributeContext: entry.attributeContext, value: entry.value.trim() })),
  };
}

/**
 * Spec 3 §4: the date issued after Assigned To changes. From nobody to a person, or from one person
 * to another: today. Cleared: no date. Unchanged: the date stays.
 */
export function dateIssuedAfterAssigning(previous: string, next: string, dateIssued: string, today: string): string {
  if (previous === next) return dateIssued;
  return next === '' ? '' : today;
}

/** Spec 3 §4: a new type asks first when attributes exist and the type is another one. */
export function typeChangeNeedsConfirmation(attributeCount: number, previous: string, next: string): boolean {
  return attributeCount > 0 && previous !== next;
}

/** Spec 3 §2: the types offered are the active ones, plus the resource's current type if it was retired. */
export function resourceTypeChoices(items: readonly PicklistItem[], currentContext: string): PicklistItem[] {
  return items
    .filter((item) => item.active || item.context === currentContext)
    .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text));
}
