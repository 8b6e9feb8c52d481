// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maintenanceMessages, resourceMaintenanceListSchema, resourceMaintenanceSchema, type MaintenanceCreateRequest } from '../../src/lib/schemas/resource-maintenance-schemas';
import { resourceStorageResponseSchema } from '../../src/lib/schemas/resource-storage-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { seededResourceContext } from '../../mocks/db/seed-resources';
import { getDb } from '../../mocks/db/store';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const van = seededResourceContext('van12');
const entry: MaintenanceCreateRequest = { resourceContext: van, date: '2026-03-01', description: ' New tires ', cost: 612.4, performedByContext: personnelContexts.sam };

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

describe('ResourceMaintenance', () => {
  it('lists a resource log newest first, and creates, updates and deletes entries', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = resourceMaintenanceListSchema.parse(await (await get(`ResourceMaintenance/GetAllByResource?context=${van}`, accessToken)).json());
    expect(before.map((item) => item.date)).toEqual([...before.map((item) => item.date)].sort().reverse());

    const created = resourceMaintenanceSchema.parse(await (await post('ResourceMaintenance/Create', entry, accessToken)).json());
    expect(created).toMatchObject({ description: 'New tires', cost: 612.4, performedBy: { name: 'Sam Okafor' } });
    const updated = await post('ResourceMaintenance/Update', { ...entry, context: created.context, cost: null, performedByContext: null }, accessToken);
    expect(resourceMaintenanceSchema.parse(await updated.json())).toMatchObject({ cost: null, performedBy: null });
    expect((await del(`ResourceMaintenance/Delete?context=${created.context}`, accessToken)).status).toBe(200);
    expect(getDb().resourceMaintenance.has(created.context)).toBe(false);
  });

  it('checks the date, the description and its 500 characters, and the cost', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const bad = await post('ResourceMaintenance/Create', { ...entry, date: '', description: 'x'.repeat(501), cost: 1.234 }, accessToken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([maintenanceMessages.dateRequired, maintenanceMessages.descriptionTooLong, maintenanceMessages.costInvalid]);
  });

  it('lets technicians read the log only', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get(`ResourceMaintenance/GetAllByResource?context=${van}`, accessToken)).status).toBe(200);
    expect((await post('ResourceMaintenance/Create', entry, accessToken)).status).toBe(403);
  });
});

describe('ResourceStorage', () => {
  it('uploads, lists and removes a resource image; refuses other image types', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const seeded = resourceStorageResponseSchema.parse(await (await get(`ResourceStorage/GetAllByResource?context=${van}`, accessToken)).json());
    const upload = await post('ResourceStorage/Upload', { resourceContext: van, kind: 'image', name: 'dent.png', contentType: 'image/png', data: 'iVBORw0KGgo=' }, accessToken);
    expect(upload.status).toBe(200);
    const stored = (await upload.json()) as { context: string };
    const after = resourceStorageResponseSchema.parse(await (await get(`ResourceStorage/GetAllByResource?context=${van}`, accessToken)).json());
    expect(after.images.length).toBe(seeded.images.length + 1);
    expect(getDb().storageItems.get(stored.context)?.mappedType).toBe('Resources');
    const gif = await post('ResourceStorage/Upload', { resourceContext: van, kind: 'image', name: 'a.gif', contentType: 'image/gif', data: 'R0lGOD==' }, accessToken);
    expect(gif.status).toBe(400);
    expect((await del(`ResourceStorage/Delete?context=${stored.context}&resourceContext=${van}`, accessToken)).status).toBe(200);
    expect(getDb().storageItems.has(stored.context)).toBe(false);
  });
});
