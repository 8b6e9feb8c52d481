import { endpoints } from '@/config/endpoints';
import { downscaleImage } from '@/lib/downscale-image';
import { readFileBase64 } from '@/lib/read-file-base64';
import { isDeviceOnline } from '@/lib/offline/online-status';
import { enqueueChange, type NewOutboxRecord } from '@/lib/offline/outbox';
import { replayOutbox } from '@/lib/offline/outbox-replay';
import type { FormInstance, FormValues } from '@/lib/schemas/form-schemas';
import type { JobStorageUploadRequest } from '@/lib/schemas/job-storage-schemas';
import type { TaskRecord } from '@/lib/schemas/task-schemas';
import type { Visit, VisitFinishRequest, VisitNoteRequest, VisitStepRequest } from '@/lib/schemas/visit-schemas';
import type { ChecklistToggleBody, FormSaveBody } from '../model/apply-outbox';

/**
 * Every change a technician makes on a visit goes through the outbox (src/lib/offline): queued on the
 * device first, then sent at once when there is a network, or when it comes back. The screens show
 * the change straight away (model/apply-outbox.ts).
 */

export type VisitStep = 'onMyWay' | 'start' | 'finish';

const stepWords: Record<VisitStep, string> = { onMyWay: 'On My Way', start: 'Start', finish: 'Finish' };

async function queue(change: NewOutboxRecord): Promise<void> {
  await enqueueChange(change);
  if (isDeviceOnline()) void replayOutbox(change.userId).catch(() => undefined);
}

function visitRecordKey(visit: Visit): string {
  return `appointment:${visit.context}`;
}

export function queueVisitStep(userId: string, visit: Visit, step: 'onMyWay' | 'start'): Promise<void> {
  const body: VisitStepRequest = { appointmentContext: visit.context, at: new Date().toISOString(), version: visit.version };
  return queue({ userId, endpoint: endpoints.visit[step], body, kind: 'visit-step', label: `${stepWords[step]}: ${visit.title}`, recordKey: visitRecordKey(visit) });
}

export function queueFinish(userId: string, visit: Visit, finish: { workNotes: string; jobStatusContext: string | null }): Promise<void> {
  const body: VisitFinishRequest = { appointmentContext: visit.context, at: new Date().toISOString(), version: visit.version, ...finish };
  return queue({ userId, endpoint: endpoints.visit.finish, body, kind: 'visit-step', label: `${stepWords.finish}: ${visit.title}`, recordKey: visitRecordKey(visit) });
}

export function queueNote(userId: string, visit: Visit, note: string): Promise<void> {
  const body: VisitNoteRequest = { appointmentContext: visit.context, at: new Date().toISOString(), note };
  return queue({ userId, endpoint: endpoints.visit.addNote, body, kind: 'visit-note', label: `Note: ${note.length > 60 ? `${note.slice(0, 57)}\u2026` : note}`, recordKey: `notes:${visit.context}` });
}

export function queueFormSave(userId: string, form: FormInstance, values: FormValues): Promise<void> {
  const body: FormSaveBody = { context: form.context, version: form.version, values };
  return queue({ userId, endpoint: endpoints.formInstance.update, body, kind: 'form-save', label: `Form: ${form.name}`, recordKey: `form:${form.context}` });
}

export function queueChecklistToggle(userId: string, task: TaskRecord, itemContext: string, complete: boolean): Promise<void> {
  const item = task.checklist.find((entry) => entry.context === itemContext);
  const body: ChecklistToggleBody = { context: task.context, checklistItemContext: itemContext, complete };
  return queue({
    userId,
    endpoint: endpoints.task.toggleChecklistItem,
    body,
    kind: 'checklist-toggle',
    label: `${complete ? 'Checked' : 'Unchecked'}: ${item?.description ?? 'checklist item'} (${task.title})`,
    recordKey: `task:${task.context}`,
  });
}

/** A camera photo, made smaller on the device, queued as an upload to the visit's job images. */
export async function queuePhoto(userId: string, visit: Visit, file: File): Promise<void> {
  if (!visit.visitJob) return;
  const image = await downscaleImage(file);
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.${image.type === 'image/png' ? 'png' : 'jpg'}`;
  const body: JobStorageUploadRequest = {
    jobContext: visit.visitJob.context,
    kind: 'image',
    name,
    contentType: image.type === 'image/png' ? 'image/png' : 'image/jpeg',
    data: await readFileBase64(new File([image], name, { type: image.type })),
  };
  return queue({ userId, endpoint: endpoints.jobStorage.upload, body, kind: 'photo', label: `Photo: ${name}`, recordKey: `photo:${crypto.randomUUID()}` });
}
