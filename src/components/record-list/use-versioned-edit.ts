import { useState } from 'react';
import axios from 'axios';

export interface VersionedRecord {
  context: string;
  version: number;
}

export interface RecordQuery<T> {
  data: T | undefined;
  refetch: () => Promise<{ data?: T | undefined }>;
}

/** An edit's version conflict: what the editor's notice shows and offers. */
export interface VersionConflictState {
  /** The last save answered 409: the record changed on the server since it was loaded. */
  conflict: boolean;
  reloading: boolean;
  /** Fetches the record again, discarding what was typed (only when the user asks). */
  reload: () => Promise<void>;
  /** The edited record's context (live updates name who changed it elsewhere). */
  context?: string;
  /** The server's version when it is newer than the one being edited (it changed elsewhere), else null. */
  newerVersion?: number | null;
  /**
   * Keep Mine: the edits stay and the form takes the newer version as the one it edits, so the next
   * save replaces the other change with what is on the screen (the user chose to, having been told).
   */
  keepMine?: () => void;
  /** The editor follows newer versions itself while its form is clean (no silent reload by the frame). */
  followsServer?: boolean;
}

/** What an editor needs of a versioned edit (see `useVersionedEdit`). */
export interface VersionedEdit<T extends VersionedRecord> extends VersionConflictState {
  /** The record the form edits: as first loaded, then as last saved or adopted. */
  editing: T | null;
  /** Bumped by `reload`: key the editor with it so it starts again from the fresh record. */
  generation: number;
  /** The form has taken over a newer version of the record (the server moved on, the user had no edits). */
  adopt: (record: T) => void;
}

/**
 * The edit page's record: the form starts from the record as first loaded (later background
 * refreshes do not replace what is being typed) and saves with its version. A 409 on save sets
 * `conflict` and keeps what was typed; `reload` fetches the record again and bumps `generation` so the
 * editor remounts with it. A successful save's answer becomes the version the next save sends.
 */
export function useVersionedEdit<T extends VersionedRecord, Request, Saved extends T = T>(
  query: RecordQuery<T>,
  update: (request: Request & VersionedRecord) => Promise<Saved>,
): VersionedEdit<T> & { save: (request: Request) => Promise<Saved> } {
  const [editing, setEditing] = useState<T | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [generation, setGeneration] = useState(0);
  if (editing === null && query.data) setEditing(query.data);

  const save = async (request: Request): Promise<Saved> => {
    if (!editing) throw new Error('The record is not loaded yet');
    try {
      const saved = await update({ ...request, context: editing.context, version: editing.version });
      setEditing(saved);
      setConflict(false);
      return saved;
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

  // The record changed elsewhere since it was loaded (a live update refetched it): the frame warns or reloads.
  const newer = editing && query.data && query.data.context === editing.context && query.data.version > editing.version ? query.data : null;
  const keepMine = () => {
    if (newer) setEditing(newer);
  };

  return { editing, conflict, reloading, generation, save, reload, adopt: setEditing, context: editing?.context, newerVersion: newer?.version ?? null, keepMine };
}
