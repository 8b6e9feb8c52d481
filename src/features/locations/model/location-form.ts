import { blankAddress, contactPartsFromForm, contactPartsToForm } from '@/lib/schemas/contact-schemas';
import type { LocationRecord } from '@/lib/schemas/location-schemas';
import type { LocationCreateRequest, LocationFormValues } from '@/lib/schemas/location-request-schemas';

/** A new location: active by default (spec 1 §4), no address or contacts yet. */
export function newLocationFormValues(): LocationFormValues {
  return { active: true, name: '', address: blankAddress(), telephoneList: [], emailList: [] };
}

export function locationToFormValues(location: LocationRecord): LocationFormValues {
  return { active: location.active, name: location.name, ...contactPartsToForm(location) };
}

/** What Create (and, with context and version, Update) sends: trimmed, a blank address as none. */
export function locationRequestFromForm(values: LocationFormValues): LocationCreateRequest {
  return { active: values.active, name: values.name.trim(), ...contactPartsFromForm(values) };
}
