import { seededUuid } from './ids';
import { customerName } from './record-views';
import { createSeedRandom, DAY_MS, localTime, notAfterNow } from './seed-helpers';
import type { JobPlan } from './seed-operations';
import { picklistContext } from './seed-picklists';
import { personnelContexts } from './seed-personnel';
import type { Customer, Intake, Task, TaskPriority, TaskStatus } from './types';

export type TaskTypeText = 'Call Back' | 'Order Parts' | 'Follow Up' | 'Paperwork' | 'Inspection';

export interface TaskDef {
  title: string;
  type: TaskTypeText | null;
  details: string;
  /** Linked to a job (and its customer), an intake (and its customer), a customer only, or nothing. */
  link: 'job' | 'intake' | 'customer' | null;
  checklist?: string[];
  /** Assigned to this person instead of the next in the cycle. */
  assignee?: string;
}

export const taskDefs: TaskDef[] = [
  { title: 'Call back about the furnace estimate', type: 'Call Back', details: 'Customer wants to compare the two-stage and variable-speed options before deciding.', link: 'job' },
  { title: 'Order replacement fan motor', type: 'Order Parts', details: 'Universal 1/4 HP condenser fan motor and 22 in. blade from Ferguson; confirm rotation and shaft size against the nameplate photo in the job images before ordering.', link: 'job', checklist: ['Confirm model number', 'Place order', 'Schedule install visit'] },
  { title: 'Send warranty claim to Carrier', type: 'Paperwork', details: 'Igniter failed under warranty; attach the install date and serial number.', link: 'job', checklist: ['Find serial number', 'Fill in claim form', 'Email to distributor'] },
  { title: 'Follow up on the unpaid invoice', type: 'Follow Up', details: 'Second reminder. If no answer by Friday, ask Avery whether to put the account on hold for new work.', link: 'customer' },
  { title: 'Schedule city permit inspection', type: 'Inspection', details: 'Tankless install needs a final plumbing inspection before the job can be closed.', link: 'job', checklist: ['Request inspection online', 'Confirm date with customer'] },
  { title: 'Restock van 3 after the repipe', type: 'Order Parts', details: 'PEX-A 3/4 in., expansion rings and angle stops are low.', link: null, checklist: ['Count stock', 'Pick list from warehouse', 'Load van'] },
  { title: 'Call tenant to confirm access', type: 'Call Back', details: 'Leasing office asked us to confirm the tenant will be home between 8 and 10.', link: 'job' },
  { title: 'Update maintenance agreement pricing', type: 'Paperwork', details: 'New rates take effect next quarter; update the template and the price book entries so renewals pick them up automatically.', link: null },
  { title: 'Return unused condensate pump', type: 'Order Parts', details: 'Wrong voltage shipped; RMA number is on the packing slip.', link: null },
  { title: 'Photograph the crawl space before repairs', type: 'Inspection', details: 'Insurance adjuster needs before and after photos of the burst pipe area and the vapor barrier.', link: 'job', checklist: ['Before photos', 'After photos', 'Upload to job'] },
  { title: 'Review the Changes Requested proposal', type: 'Follow Up', details: 'Customer wants a 10-year labor warranty option priced in.', link: 'job' },
  { title: 'Call about the annual tune-up reminder', type: 'Call Back', details: 'Maintenance plan renewal is due this month.', link: 'customer' },
  { title: 'File the backflow test report', type: 'Paperwork', details: 'Submit the passed test report to the water bureau portal within 10 days of the test.', link: 'job' },
  { title: 'Check rooftop unit belts next visit', type: 'Inspection', details: 'Unit 3 belt was glazed at the last visit; bring two A-48 belts.', link: 'job' },
  { title: 'Quote a second mini-split head', type: 'Follow Up', details: 'Customer asked about adding a head in the upstairs bedroom on the same outdoor unit; check capacity and line set length before quoting.', link: 'customer' },
  { title: 'Pick up the water heater from the supplier', type: 'Order Parts', details: '50 gal. gas, will-call at the Division St branch after 7 am.', link: 'job' },
  { title: 'Call the school facilities office', type: 'Call Back', details: 'Confirm the roof access window for the quarterly maintenance.', link: 'customer' },
  { title: 'Submit the rebate paperwork', type: 'Paperwork', details: 'Energy Trust rebate for the high-efficiency furnace: AHRI certificate, invoice and customer signature.', link: 'job', checklist: ['AHRI certificate', 'Signed invoice', 'Submit online'] },
  { title: 'Update the on-call rota', type: null, details: 'Next month\u2019s weekends.', link: null },
  { title: 'Inspect the van ladders', type: 'Inspection', details: 'Quarterly safety check for every van; tag any ladder with cracked rails or worn feet out of service.', link: null, checklist: ['Van 1', 'Van 2', 'Van 3', 'Van 4'] },
  { title: 'Follow up after the drain clearing', type: 'Follow Up', details: 'Roots seen on camera at 42 ft; offer a liner estimate.', link: 'job' },
  { title: 'Order filters for the clinic', type: 'Order Parts', details: 'MERV 13, 20x25x2, case of 12.', link: 'customer' },
  { title: 'Call back about the noisy heat pump', type: 'Call Back', details: 'Customer says the noise came back after two weeks.', link: 'job' },
  { title: 'Close out the completed work orders', type: 'Paperwork', details: 'Attach signed work orders and parts used to each job before invoicing.', link: null },
  { title: 'Confirm the grease trap disposal manifest', type: 'Paperwork', details: 'The restaurant inspector asks for the last three manifests.', link: 'customer' },
  { title: 'Follow up on the rejected proposal', type: 'Follow Up', details: 'Ask what would change their mind; a financing option might help with the upfront cost of the replacement.', link: 'job' },
  { title: 'Test the new thermostat schedule', type: 'Inspection', details: 'Customer reported the setback is not holding overnight.', link: 'job' },
  { title: 'Call the distributor about the backorder', type: 'Call Back', details: 'Evaporator fan motor still on backorder; ask about an equivalent.', link: 'job' },
  { title: 'Prepare the monthly service report', type: 'Paperwork', details: 'Jobs completed, callbacks and first-time fix rate for the team meeting.', link: null, checklist: ['Export jobs', 'Count callbacks', 'Write summary'] },
  { title: 'Walk the new technician through the van inventory', type: null, details: 'Nora starts field work next week.', link: null },
  { title: 'Survey the attic for the new duct run', type: 'Inspection', details: 'Check clearance for a 10 in. trunk line over the garage.', link: 'intake', checklist: ['Measure the attic access', 'Photograph the existing ducts', 'Note the insulation depth'], assignee: personnelContexts.tech },
  { title: 'Call back with the water heater options', type: 'Call Back', details: 'Tank or tankless, gas or heat pump: send the price range for each.', link: 'intake', assignee: personnelContexts.office },
  { title: 'Confirm the gate code before the estimate', type: 'Call Back', details: 'The community gate is locked after 6 pm.', link: 'intake', checklist: ['Ask for the gate code', 'Add it to the appointment notes'], assignee: personnelContexts.tech },
  { title: 'Bring the leak detector to the estimate', type: 'Order Parts', details: 'Slab leak suspected under the kitchen.', link: 'intake', checklist: ['Charge the detector', 'Pack the headphones'], assignee: personnelContexts.tech },
  { title: 'Send the estimate follow-up email', type: 'Follow Up', details: 'Three days after the visit, ask whether they have any questions.', link: 'intake' },
  { title: 'Check the pressure reducing valve', type: 'Inspection', details: 'Static pressure read 95 psi at the hose bib; the valve may need replacing.', link: 'job', checklist: ['Read the static pressure', 'Check the valve setting', 'Quote a replacement if over 80 psi'], assignee: personnelContexts.tech },
  { title: '', type: null, details: 'Left by the answering service: a caller asked about dryer vent cleaning; no name or number recorded.', link: null },
];

/** Task statuses in order of the definitions: mostly open work, some done. */
const statusCycle: TaskStatus[] = ['Open', 'In-Progress', 'Open', 'Complete', 'Pending', 'Open', 'In-Progress', 'Complete', 'Open', 'Open'];
const priorityCycle: TaskPriority[] = ['Normal', 'High', 'Low', 'Normal', 'Urgent', 'Normal', 'High', 'Low'];
const assigneeCycle: (string | null)[] = [
  personnelContexts.tech,
  personnelContexts.office,
  personnelContexts.tech,
  personnelContexts.admin,
  personnelContexts.office,
  personnelContexts.marco,
  personnelContexts.tech,
  personnelContexts.priya,
  personnelContexts.office,
  personnelContexts.sam,
  null,
];

export function seedTasks(now: Date, plans: readonly JobPlan[], customers: readonly Customer[], intakes: readonly Intake[]): Task[] {
  const random = createSeedRandom('tasks');
  const activeCustomers = customers.filter((customer) => customer.active);
  const jobPlans = plans.filter((plan) => plan.status !== 'Cancelled');
  const openIntakes = intakes.filter((intake) => intake.status === 'Pending' || intake.status === 'Scheduled');
  return taskDefs.map((definition, index): Task => {
    const status = statusCycle[index % statusCycle.length]!;
    const createdDaysAgo = random.int(1, 40);
    const created = localTime(now, -createdDaysAgo, random.int(8, 16), random.pick([0, 15, 30, 45]));
    const modified = notAfterNow(new Date(created.getTime() + random.int(0, createdDaysAgo) * DAY_MS), now, created);
    let completeDate: Date;
    if (status === 'Complete') completeDate = modified;
    else completeDate = localTime(now, random.int(-4, 14), 17, 0);
    let customerContext: string | null = null;
    let jobContext: string | null = null;
    let intakeContext: string | null = null;
    let title = definition.title;
    if (definition.link === 'job') {
      const plan = random.pick(jobPlans);
      jobContext = plan.job.context;
      customerContext = plan.job.serviceCustomerContext;
      title = `${title} (job ${plan.job.number})`;
    } else if (definition.link === 'intake') {
      const intake = random.pick(openIntakes);
      intakeContext = intake.context;
      customerContext = intake.customerContext;
    } else if (definition.link === 'customer') {
      const customer = random.pick(activeCustomers);
      customerContext = customer.context;
      title = `${title} \u2013 ${customerName(customer)}`;
    }
    const checklist = (definition.checklist ?? []).map((description, itemIndex, all) => ({
      context: seededUuid(`task-checklist:${index + 1}:${itemIndex + 1}`),
      description,
      complete: status === 'Complete' || (status === 'In-Progress' && itemIndex < Math.ceil(all.length / 2)),
    }));
    return {
      context: seededUuid(`task:${index + 1}`),
      title,
      taskTypeContext: definition.type ? picklistContext('TaskType', definition.type) : null,
      assignedToContext: definition.assignee ?? assigneeCycle[index % assigneeCycle.length] ?? null,
      completeDate: completeDate.toISOString(),
      completeType: status === 'Complete' ? 'On' : 'By',
      status,
      notes: random.chance(0.3) ? 'Added from the weekly planning meeting.' : '',
      details: definition.details,
      priority: priorityCycle[index % priorityCycle.length]!,
      checklist,
      customerContext,
      jobContext,
      intakeContext,
      dateCreated: created.toISOString(),
      dateModified: modified.toISOString(),
      version: 1,
    };
  });
}
