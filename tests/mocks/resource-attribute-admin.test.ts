// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { resourceAttributeAdminListSchema, resourceAttributeAdminSchema, resourceAttributeMessages } from '../../src/lib/schemas/resource-attribute-admin-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';
import { remove } from './job-fixtures';

useMockServer();

const admin = async () => (await signIn(seededUsernames.admin)).accessToken;

/** A resource type with attributes that resources carry values of. */
function usedType() {
  const db = getDb();
  const used = db.resources.all().find((resource) => resource.attributes.length > 0)!;
  return { type: used.resourceTypeContext!, attribute: used.attributes[0]!.attributeContext };
}

describe('resource type attributes (ADMINISTRATOR)', () => {
  it('lists a type’s attributes with their use, adds, renames, deactivates and deletes one nothing carries', async () => {
    const token = await admin();
    const { type, attribute } = usedType();
    const listed = resourceAttributeAdminListSchema.parse(await (await get(`${endpoints.resourceAttribute.getAllByResourceType}?context=${type}`, token)).json());
    const carried = getDb().resources.all().filter((resource) => resource.attributes.some((value) => value.attributeContext === attribute)).length;
    expect(listed.find((entry) => entry.context === attribute)?.usedBy).toBe(carried);

    const created = resourceAttributeAdminSchema.parse(await (await post(endpoints.resourceAttribute.create, { resourceTypeContext: type, name: ' Hitch Rating ' }, token)).json());
    expect(created).toMatchObject({ name: 'Hitch Rating', active: true, usedBy: 0 });
    const duplicate = await post(endpoints.resourceAttribute.create, { resourceTypeContext: type, name: 'hitch rating' }, token);
    expect(await duplicate.json()).toEqual([resourceAttributeMessages.duplicate('hitch rating')]);
    const renamed = await post(endpoints.resourceAttribute.update, { context: created.context, name: 'Towing Capacity', active: false }, token);
    expect(resourceAttributeAdminSchema.parse(await renamed.json())).toMatchObject({ name: 'Towing Capacity', active: false });
    // The resource editor's picker offers active attributes only.
    const offered = (await (await get(`${endpoints.resourceAttribute.getByResourceType}?context=${type}`, token)).json()) as { context: string }[];
    expect(offered.some((entry) => entry.context === created.context)).toBe(false);
    expect((await remove(`${endpoints.resourceAttribute.delete}?context=${created.context}`, token)).status).toBe(200);
    expect(getDb().resourceAttributes.get(created.context)).toBeUndefined();
  });

  it('refuses to delete an attribute resources carry, and refuses other users', async () => {
    const token = await admin();
    const { attribute } = usedType();
    const refused = await remove(`${endpoints.resourceAttribute.delete}?context=${attribute}`, token);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe(resourceAttributeMessages.inUse);
    const office = (await signIn(seededUsernames.office)).accessToken;
    expect((await post(endpoints.resourceAttribute.create, { resourceTypeContext: usedType().type, name: 'Color' }, office)).status).toBe(403);
  });
});
