import { useState } from 'react';
import axios from 'axios';

interface VersionedRecord {
  context: string;
  version: number;
}

interface RecordQuery<T> {
  data: T | undefined;
  refetch: () => Promise<{ data?: T | undefined }>;
}

/**
 * The edit page's record: the form starts from the record as first loaded (later background
 * refreshes do not replace what is being typed). A 409 on save sets `conflict`; `reload` fetches
 * the record again and bumps `generation` so the editor remounts with it (what was typed is
 * discarded on purpose, only when the user asks).
 */
export function useVersionedEdit<T extends VersionedRecord, Request, Saved>(
  query: RecordQuery<T>,
  update: (request: Request & VersionedRecord) => Promise<Saved>,
) {
  const [editing, setEditing] = useState<T | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [generation, setGeneration] = useState(0);
  if (editing === null && query.data) setEditing(query.data);

  const save = async (request: Request): Promise<Saved> => {
    if (!editing) throw new Error('The record is not loaded yet');
    try {
      return await update({ ...request, context: editing.context, version: editing.version });
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 409) setConflict(true);
      throw error;
    }
  };

  const reload = async () => {
    setReloading(true);
    const fresh = await query.refetch();
    setReloading(false);
    if (fresh.data) {
      setEditing(fresh.data);
      setConflict(false);
      setGeneration((current) => current + 1);
    }
  };

  return { editing, conflict, reloading, generation, save, reload };
}
