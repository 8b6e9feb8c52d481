import { endpoints } from '../../src/config/endpoints';
import { picklistKinds, type PicklistItem, type PicklistKind } from '../../src/lib/schemas/picklist-schemas';
import { compareKeys, compareText } from '../lib/text-order';
import { getDb } from '../db/store';
import { validationError } from './handler-utils';
import { route } from './route';

export const PICKLIST_KIND_REQUIRED_TEXT = 'A picklist kind is required.';
export const unknownPicklistKindText = (kind: string): string => `Unknown picklist kind ${kind}.`;

function isPicklistKind(kind: string): kind is PicklistKind {
  return (picklistKinds as readonly string[]).includes(kind);
}

/** Values of a picklist, active and inactive, by display order. Personnel are the staff, by last name. */
const getByKind = route('get', endpoints.picklist.getByKind, { allow: 'signed-in' }, ({ query }) => {
  const kind = query.get('kind')?.trim() ?? '';
  if (!kind) return validationError([PICKLIST_KIND_REQUIRED_TEXT]);
  if (!isPicklistKind(kind)) return validationError([unknownPicklistKindText(kind)]);
  const db = getDb();
  if (kind === 'Personnel') {
    const people = [...db.personnel.all()].sort(
      (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareKeys(a.context, b.context),
    );
    const items: PicklistItem[] = people.map((person, index) => ({
      context: person.context,
      text: `${person.firstName} ${person.lastName}`,
      active: person.active,
      order: index + 1,
      isDefault: false,
    }));
    return items;
  }
  const items: PicklistItem[] = db.picklists
    .where('kind', kind)
    .sort((a, b) => a.order - b.order || compareText(a.text, b.text))
    .map((item) => ({ context: item.context, text: item.text, active: item.active, order: item.order, isDefault: item.isDefault }));
  return items;
});

export const picklistHandlers = [getByKind];
