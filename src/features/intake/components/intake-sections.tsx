import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RecordEditorSection } from '@/components/record-editor/record-editor-frame';

export interface IntakeSectionParts {
  details: ReactNode;
  customer: ReactNode;
  /** Phones: the sub-text of Customer and Intake Details. */
  customerName: ReactNode;
  title: ReactNode;
  forms: ReactNode;
  jobs: ReactNode;
  schedule: ReactNode;
  /** The intake's tasks; `null` (no task read) leaves the section out. */
  tasks?: ReactNode | null;
  /** The editor: the form fields of Customer and of Intake Details. */
  customerFields?: readonly string[];
  detailFields?: readonly string[];
}

/**
 * Spec 2 §2: the sections of the intake editor and view. Desktop: Intake (the details beside the
 * customer), Forms, Jobs, Schedule. Phones: Customer and Intake Details apart, then the others.
 */
export function intakeSections(parts: IntakeSectionParts): RecordEditorSection[] {
  const sections: RecordEditorSection[] = [
    {
      id: 'intake',
      label: 'Intake',
      only: 'desktop',
      content: (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'start' }}>
          {parts.details}
          {parts.customer}
        </Box>
      ),
    },
    { id: 'customer', label: 'Customer', only: 'phone', secondary: parts.customerName, content: parts.customer, fields: parts.customerFields },
    { id: 'details', label: 'Intake Details', only: 'phone', secondary: parts.title, content: parts.details, fields: parts.detailFields },
    { id: 'forms', label: 'Forms', content: parts.forms },
    { id: 'jobs', label: 'Jobs', content: parts.jobs },
    { id: 'schedule', label: 'Schedule', content: parts.schedule },
  ];
  if (parts.tasks) sections.push({ id: 'tasks', label: 'Tasks', content: parts.tasks });
  return sections;
}
