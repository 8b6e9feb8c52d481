import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { picklistKinds, type PicklistItem, type PicklistKind } from '../../src/lib/schemas/picklist-schemas';
import { getDb } from '../db/store';
import { apiPath, requireUser, validationError } from './handler-utils';

export const PICKLIST_KIND_REQUIRED_TEXT = 'A picklist kind is required.';
export const unknownPicklistKindText = (kind: string): string => `Unknown picklist kind ${kind}.`;

function isPicklistKind(kind: string): kind is PicklistKind {
  return (picklistKinds as readonly string[]).includes(kind);
}

/** Values of a picklist, active and inactive, by display order. Personnel are the staff, by last name. */
const getByKind = http.get(apiPath(endpoints.picklist.getByKind), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const kind = new URL(request.url).searchParams.get('kind')?.trim() ?? '';
  if (!kind) return validationError([PICKLIST_KIND_REQUIRED_TEXT]);
  if (!isPicklistKind(kind)) return validationError([unknownPicklistKindText(kind)]);
  const db = getDb();
  if (kind === 'Personnel') {
    const people = [...db.personnel].sort(
      (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.context.localeCompare(b.context),
    );
    const items: PicklistItem[] = people.map((person, index) => ({
      context: person.context,
      text: `${person.firstName} ${person.lastName}`,
      active: person.active,
      order: index + 1,
      isDefault: false,
    }));
    return HttpResponse.json(items);
  }
  const items: PicklistItem[] = db.picklists
    .filter((item) => item.kind === kind)
    .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text))
    .map((item) => ({ context: item.context, text: item.text, active: item.active, order: item.order, isDefault: item.isDefault }));
  return HttpResponse.json(items);
});

export const picklistHandlers = [getByKind];
