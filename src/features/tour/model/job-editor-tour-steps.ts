import { tourTarget, type TourStep } from './tour-step';

/** The `data-tour` names the job editor puts on the targets of its tour. */
export const jobEditorTourTargets = {
  customer: 'job-customer',
  name: 'job-name',
  type: 'job-type',
  manageTypes: 'job-type-manage',
  documents: 'job-documents',
  addDetail: 'job-detail-add',
} as const;

/**
 * The job-editor tour (spec 2 §2 Guided tour): customer search, create customer, job name (the
 * customer's last name and the date by default), job type, manage job types, documents, add job
 * detail, and a closing modal. A popover whose target is not on the page (e.g. Manage Job Types for
 * a user who may not edit picklists) is skipped.
 */
export function jobEditorTourSteps(): TourStep[] {
  return [
    {
      id: 'customer-search',
      target: tourTarget(jobEditorTourTargets.customer),
      title: 'Find the customer',
      description: 'Start with the customer: choose Select Customer and search by name, address, telephone or email.',
      side: 'left',
      align: 'start',
    },
    {
      id: 'customer-create',
      target: tourTarget(jobEditorTourTargets.customer),
      title: 'Create a customer',
      description: 'A new caller? Create the customer from the same search, and they are chosen for this job at once.',
      side: 'left',
      align: 'start',
    },
    {
      id: 'job-name',
      target: tourTarget(jobEditorTourTargets.name),
      title: 'Job name',
      description: "The job's name follows the customer's name pattern: by default their last name and today's date. Change it whenever you like.",
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'job-type',
      target: tourTarget(jobEditorTourTargets.type),
      title: 'Job type',
      description: 'The kind of work (service, installation, repair…). Lists and reports group jobs by it.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'manage-job-types',
      target: tourTarget(jobEditorTourTargets.manageTypes),
      title: 'Manage job types',
      description: 'Add, rename or retire job types here, without leaving the job.',
      side: 'bottom',
      align: 'end',
    },
    {
      id: 'documents',
      target: tourTarget(jobEditorTourTargets.documents),
      title: 'Documents',
      description: "The job's proposals, work orders and invoices are listed here, with what is still due.",
      side: 'top',
      align: 'start',
    },
    {
      id: 'add-job-detail',
      target: tourTarget(jobEditorTourTargets.addDetail),
      title: 'Add job details',
      description: 'Add the services, labor and items of the job. The totals, discount and tax follow as you go.',
      side: 'top',
      align: 'start',
    },
    {
      id: 'finish',
      target: null,
      title: 'You are ready',
      description: 'Save the job when you are done. You can schedule it, record payments and track time from the same page.',
    },
  ];
}
