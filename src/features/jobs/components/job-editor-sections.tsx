import type { ReactNode } from 'react';
import type { RecordEditorSection } from '@/components/record-editor/record-editor-frame';

export interface JobSectionParts {
  general: ReactNode;
  customer: ReactNode;
  details: ReactNode;
  forms: ReactNode;
  storage: ReactNode;
  notes: ReactNode;
  options: ReactNode;
  /** `null` for a user without payment read: the section is left out. */
  payments: ReactNode | null;
  schedule: ReactNode;
  /** The job's tasks; `null` (a new job, or no task read) leaves the section out. */
  tasks?: ReactNode | null;
  /** Phones: the sub-texts under the sections' names. */
  generalSummary?: ReactNode;
  customerSummary?: ReactNode;
  detailsSummary?: ReactNode;
  storageSummary?: ReactNode;
  notesSummary?: ReactNode;
  /** The editor: the form fields each section holds (a failed save on a phone opens the first). */
  generalFields?: readonly string[];
  customerFields?: readonly string[];
  optionFields?: readonly string[];
}

/**
 * Spec 2 §2: the job editor's and view's sections in the left navigation's order — General Info,
 * Customer, Job Details, Forms, Images and Files, Notes, Options, Payments (with payment read) and
 * Schedule. On phones each is a list item with its sub-text, opening alone.
 */
export function jobEditorSections(parts: JobSectionParts): RecordEditorSection[] {
  const sections: RecordEditorSection[] = [
    { id: 'general', label: 'General Info', secondary: parts.generalSummary, content: parts.general, fields: parts.generalFields },
    { id: 'customer', label: 'Customer', secondary: parts.customerSummary, content: parts.customer, fields: parts.customerFields },
    { id: 'details', label: 'Job Details', secondary: parts.detailsSummary, content: parts.details },
    { id: 'forms', label: 'Forms', content: parts.forms },
    { id: 'storage', label: 'Images and Files', secondary: parts.storageSummary, content: parts.storage },
    { id: 'notes', label: 'Notes', secondary: parts.notesSummary, content: parts.notes, fields: ['internalNotes'] },
    { id: 'options', label: 'Options', content: parts.options, fields: parts.optionFields },
  ];
  if (parts.payments !== null) sections.push({ id: 'payments', label: 'Payments', content: parts.payments });
  sections.push({ id: 'schedule', label: 'Schedule', content: parts.schedule });
  if (parts.tasks) sections.push({ id: 'tasks', label: 'Tasks', content: parts.tasks });
  return sections;
}
