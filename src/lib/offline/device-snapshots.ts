import { offlineDb } from './offline-db';

/** Keeps a copy of what a screen loaded (`key` names the screen and its day), for reading with no network. */
export async function saveDeviceSnapshot(key: string, userId: string, data: unknown): Promise<void> {
  const db = await offlineDb();
  await db.put('snapshots', { key, userId, savedAt: new Date().toISOString(), data });
}

/** The saved copy of `key`, when this user saved one. */
export async function readDeviceSnapshot(key: string, userId: string): Promise<{ data: unknown; savedAt: string } | null> {
  const db = await offlineDb();
  const found = await db.get('snapshots', key);
  return found && found.userId === userId ? { data: found.data, savedAt: found.savedAt } : null;
}

/** Drops saved copies older than `maxAgeDays` (the device keeps a few days, not a history). */
export async function pruneDeviceSnapshots(maxAgeDays = 3): Promise<void> {
  const db = await offlineDb();
  const oldest = Date.now() - maxAgeDays * 86_400_000;
  const tx = db.transaction('snapshots', 'readwrite');
  for (const snapshot of await tx.store.getAll()) {
    if (Date.parse(snapshot.savedAt) < oldest) await tx.store.delete(snapshot.key);
  }
  await tx.done;
}
