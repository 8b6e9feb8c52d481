import { compareKeys } from '../lib/text-order';
import type { FormFieldType, FormFieldValue, FormInstance, FormOwnerKind, FormTemplate, FormTemplateField } from './form-types';
import { seededUuid } from './ids';
import { addMinutes, createSeedRandom, localDateText, notAfterNow } from './seed-helpers';
import { picklistContext } from './seed-picklists';
import type { Intake, Job } from './types';

export interface SeededForms {
  formTemplates: FormTemplate[];
  formInstances: FormInstance[];
}

export type SeededTemplateKey = 'site-survey' | 'hvac-inspection' | 'plumbing-inspection' | 'customer-sign-off' | 'ladder-safety';

/** The context of a seeded form template. */
export function formTemplateContext(key: SeededTemplateKey): string {
  return seededUuid(`form-template:${key}`);
}

function field(
  key: string,
  label: string,
  fieldType: FormFieldType,
  extra: { required?: boolean; options?: string[]; multiline?: boolean; hint?: string } = {},
): FormTemplateField {
  return {
    key,
    label,
    fieldType,
    required: extra.required ?? false,
    options: extra.options ?? [],
    multiline: extra.multiline ?? false,
    hint: extra.hint ?? '',
  };
}

type SeededTemplate = Omit<FormTemplate, 'dateModified' | 'version'>;

function template(key: SeededTemplateKey, name: string, description: string, fields: FormTemplateField[], active = true): SeededTemplate {
  return { context: formTemplateContext(key), name, description, active, fields };
}

/** Every seeded template holds text, number, Yes/No, date, select, checklist and signature fields. */
export function seedFormTemplates(now: Date): FormTemplate[] {
  // Last saved a month before the seed's day, at version 1.
  const dateModified = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  return seededTemplates().map((seeded) => ({ ...seeded, dateModified, version: 1 }));
}

function seededTemplates(): SeededTemplate[] {
  return [
    template('site-survey', 'Site Survey', 'Walk the property before quoting: access, structure, utilities and hazards.', [
      field('siteContact', 'Site contact', 'Text', { required: true, hint: 'Who met you on site.' }),
      field('surveyDate', 'Survey date', 'Date', { required: true }),
      field('propertyType', 'Property type', 'Select', {
        required: true,
        options: ['Single-family home', 'Townhouse or condo', 'Multi-family building', 'Commercial', 'Industrial'],
      }),
      field('squareFeet', 'Conditioned area (sq ft)', 'Number'),
      field('yearBuilt', 'Year built', 'Number'),
      field('areasInspected', 'Areas inspected', 'Checklist', {
        options: ['Attic', 'Basement', 'Crawl space', 'Garage', 'Mechanical room', 'Roof', 'Electrical panel'],
      }),
      field('panelCapacity', 'Electrical panel has room for new circuits', 'YesNo'),
      field('hazards', 'Hazards found (asbestos, mold, knob-and-tube wiring)', 'YesNo', { required: true }),
      field('accessNotes', 'Access and site notes', 'Text', { multiline: true, hint: 'Parking, gate codes, pets, ladders or lifts needed.' }),
      field('customerSignature', 'Customer signature', 'Signature', { required: true }),
    ]),
    template('hvac-inspection', 'HVAC Inspection', 'Heating and cooling equipment check with readings and findings.', [
      field('equipmentType', 'Equipment type', 'Select', {
        required: true,
        options: ['Gas furnace', 'Heat pump', 'Air conditioner', 'Boiler', 'Ductless mini-split', 'Rooftop unit', 'Walk-in cooler'],
      }),
      field('makeModel', 'Make and model', 'Text'),
      field('serialNumber', 'Serial number', 'Text'),
      field('inspectionDate', 'Inspection date', 'Date', { required: true }),
      field('filterCondition', 'Filter condition', 'Select', { options: ['Clean', 'Dirty \u2013 replaced', 'Dirty \u2013 customer to replace', 'No filter found'] }),
      field('supplyTemp', 'Supply air temperature (\u00b0F)', 'Number'),
      field('returnTemp', 'Return air temperature (\u00b0F)', 'Number'),
      field('carbonMonoxide', 'Carbon monoxide detected', 'YesNo', { required: true }),
      field('checksCompleted', 'Checks completed', 'Checklist', {
        options: [
          'Thermostat calibrated',
          'Burners cleaned',
          'Flame sensor cleaned',
          'Heat exchanger inspected',
          'Condensate drain flushed',
          'Electrical connections tightened',
          'Refrigerant pressures checked',
        ],
      }),
      field('recommendations', 'Recommendations', 'Text', { multiline: true }),
      field('technicianSignature', 'Technician signature', 'Signature', { required: true }),
    ]),
    template('plumbing-inspection', 'Plumbing Inspection', 'Supply, drains, fixtures and water heater condition.', [
      field('inspectionDate', 'Inspection date', 'Date', { required: true }),
      field('waterPressure', 'Static water pressure (psi)', 'Number', { required: true, hint: 'Measured at a hose bib.' }),
      field('waterHeaterType', 'Water heater', 'Select', { options: ['Tank \u2013 gas', 'Tank \u2013 electric', 'Tankless', 'Heat pump', 'None'] }),
      field('waterHeaterAge', 'Water heater age (years)', 'Number'),
      field('leaksFound', 'Visible leaks found', 'YesNo', { required: true }),
      field('shutOffsWork', 'Main and fixture shut-offs work', 'YesNo'),
      field('fixturesChecked', 'Fixtures checked', 'Checklist', {
        options: ['Kitchen sink', 'Bathroom sinks', 'Toilets', 'Showers and tubs', 'Hose bibs', 'Laundry', 'Floor drains'],
      }),
      field('findings', 'Findings', 'Text', { multiline: true }),
      field('technicianSignature', 'Technician signature', 'Signature'),
    ]),
    template('customer-sign-off', 'Customer Sign-Off', 'The customer confirms the work is complete and the site was left clean.', [
      field('workPerformed', 'Work performed', 'Text', { required: true, multiline: true }),
      field('completionDate', 'Completion date', 'Date', { required: true }),
      field('hoursOnSite', 'Hours on site', 'Number'),
      field('areaClean', 'Work area left clean', 'YesNo', { required: true }),
      field('satisfaction', 'Customer satisfaction', 'Select', { options: ['Very satisfied', 'Satisfied', 'Not satisfied'] }),
      field('walkthrough', 'Walkthrough', 'Checklist', {
        options: ['Explained the work done', 'Showed how to operate new equipment', 'Reviewed the warranty', 'Left the paperwork'],
      }),
      field('customerName', 'Customer name', 'Text', { required: true }),
      field('customerSignature', 'Customer signature', 'Signature', { required: true }),
    ]),
    // Retired: kept for the forms already filled with it, no longer offered when adding a form.
    template(
      'ladder-safety',
      'Ladder Safety Checklist (retired)',
      'Replaced by the resource inspection in the resources area.',
      [
        field('inspector', 'Inspector', 'Text', { required: true }),
        field('inspectionDate', 'Inspection date', 'Date', { required: true }),
        field('rungs', 'Damaged rungs', 'Number'),
        field('feetOk', 'Feet and pads in good condition', 'YesNo'),
        field('ladderType', 'Ladder type', 'Select', { options: ['Step', 'Extension', 'Multi-position'] }),
        field('checks', 'Checks', 'Checklist', { options: ['Labels readable', 'Locks engage', 'Rails straight'] }),
        field('signature', 'Inspector signature', 'Signature'),
      ],
      false,
    ),
  ];
}

// ---- Signatures: small deterministic PNG images (1-bit palette, uncompressed deflate) ----

const SIGNATURE_WIDTH = 300;
const SIGNATURE_HEIGHT = 90;

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: readonly number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: readonly number[]): number[] {
  const typeBytes = Array.from(type, (character) => character.charCodeAt(0));
  return [...uint32(data.length), ...typeBytes, ...data, ...uint32(crc32([...typeBytes, ...data]))];
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: readonly number[]): number[] {
  const out = [0x78, 0x01];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 0xffff) {
    const block = raw.slice(offset, offset + 0xffff);
    const final = offset + 0xffff >= raw.length ? 1 : 0;
    out.push(final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...uint32(((b << 16) | a) >>> 0)];
}

function base64(bytes: readonly number[]): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A handwritten-looking scrawl (a capital, a run of letters, an underline), the same for the same signer. */
export function signaturePng(signer: string): string {
  const ink = Array.from({ length: SIGNATURE_HEIGHT }, () => new Uint8Array(SIGNATURE_WIDTH));
  const random = createSeedRandom(`signature:${signer}`);
  const dot = (x: number, y: number) => {
    for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const px = Math.round(x + dx);
      const py = Math.round(y + dy);
      if (px >= 0 && px < SIGNATURE_WIDTH && py >= 0 && py < SIGNATURE_HEIGHT) ink[py]![px] = 1;
    }
  };
  // Control points: down and up strokes along a baseline, some letters looping back.
  const baseline = 58;
  const points: [number, number][] = [[18, baseline - 4], [30, baseline - 46], [34, baseline + 2]];
  let x = 40;
  const letters = random.int(7, 10);
  for (let letter = 0; letter < letters; letter += 1) {
    const width = random.int(14, 26);
    const height = random.chance(0.3) ? random.int(28, 40) : random.int(10, 20);
    const loop = random.chance(0.4);
    points.push([x + width * 0.45, baseline - height]);
    points.push([x + width * (loop ? 0.15 : 0.8), baseline + random.int(-2, 3)]);
    x += width;
  }
  points.push([x + 12, baseline - 8]);
  const at = (index: number) => points[Math.min(Math.max(index, 0), points.length - 1)]!;
  for (let index = 0; index < points.length - 1; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    for (let step = 0; step <= 40; step += 1) {
      const t = step / 40;
      const t2 = t * t;
      const t3 = t2 * t;
      const blend = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      dot(blend(p0[0], p1[0], p2[0], p3[0]), blend(p0[1], p1[1], p2[1], p3[1]));
    }
  }
  const end = Math.min(x + 20, SIGNATURE_WIDTH - 10);
  for (let step = 0; step <= 400; step += 1) {
    const t = step / 400;
    dot(26 + (end - 26) * t, baseline + 14 + 3 * Math.sin(Math.PI * t) - 8 * t);
  }
  const rowBytes = Math.ceil(SIGNATURE_WIDTH / 8);
  const raw: number[] = [];
  for (const row of ink) {
    raw.push(0);
    for (let byte = 0; byte < rowBytes; byte += 1) {
      let packed = 0;
      for (let bit = 0; bit < 8; bit += 1) packed = (packed << 1) | (row[byte * 8 + bit] ?? 0);
      raw.push(packed);
    }
  }
  const header = [...uint32(SIGNATURE_WIDTH), ...uint32(SIGNATURE_HEIGHT), 1, 3, 0, 0, 0];
  const palette = [0xff, 0xff, 0xff, 0x1a, 0x23, 0x7e];
  const png = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', header),
    ...chunk('PLTE', palette),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', []),
  ];
  return `data:image/png;base64,${base64(png)}`;
}

// ---- Filled instances on seeded intakes and jobs ----

const estimateType = picklistContext('IntakeType', 'Estimate');
const hvacWords = /furnace|heat|\bAC\b|cool|mini-split|rooftop|ventilator|condensate/i;

function emptyValues(fields: readonly FormTemplateField[]): Record<string, FormFieldValue> {
  return Object.fromEntries(fields.map((item) => [item.key, item.fieldType === 'Checklist' ? [] : null]));
}

interface InstancePlan {
  key: string;
  templateKey: SeededTemplateKey;
  ownerKind: FormOwnerKind;
  ownerContext: string;
  /** When the owner was created: the form is added after it. */
  ownerDate: Date;
  createdAfterMinutes: number;
  editedAfterMinutes: number;
  createdBy: string;
  modifiedBy: string;
  values: Record<string, FormFieldValue>;
}

function instance(plan: InstancePlan, templates: readonly FormTemplate[], now: Date): FormInstance {
  const source = templates.find((candidate) => candidate.context === formTemplateContext(plan.templateKey))!;
  const created = notAfterNow(addMinutes(plan.ownerDate, plan.createdAfterMinutes), now, plan.ownerDate, 3);
  const modified = notAfterNow(addMinutes(created, plan.editedAfterMinutes), now, created, 1);
  const saved = Object.keys(plan.values).length > 0;
  return {
    context: seededUuid(`form-instance:${plan.key}`),
    templateContext: source.context,
    name: source.name,
    fields: source.fields.map((item) => ({ ...item, options: [...item.options] })),
    ownerKind: plan.ownerKind,
    ownerContext: plan.ownerContext,
    values: { ...emptyValues(source.fields), ...plan.values },
    dateCreated: created.toISOString(),
    dateModified: (saved ? modified : created).toISOString(),
    createdByName: plan.createdBy,
    modifiedByName: saved ? plan.modifiedBy : plan.createdBy,
    version: saved ? 2 : 1,
  };
}

function newestFirst<T extends { dateTime: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => compareKeys(b.dateTime, a.dateTime));
}

function hvacInspectionValues(day: Date, job: boolean): Record<string, FormFieldValue> {
  return {
    equipmentType: job ? 'Heat pump' : 'Gas furnace',
    makeModel: job ? 'Trane XR15 4TWR5036' : 'Lennox ML180UH070',
    serialNumber: job ? '19214X7AF' : '5816K0412',
    inspectionDate: localDateText(day),
    filterCondition: 'Dirty \u2013 replaced',
    supplyTemp: job ? 104 : 118,
    returnTemp: job ? 68 : 67,
    carbonMonoxide: false,
    checksCompleted: job
      ? ['Thermostat calibrated', 'Condensate drain flushed', 'Electrical connections tightened', 'Refrigerant pressures checked']
      : ['Thermostat calibrated', 'Burners cleaned', 'Flame sensor cleaned', 'Heat exchanger inspected'],
    recommendations: job
      ? 'Outdoor coil is matted with cottonwood; schedule a coil cleaning before summer.'
      : 'Flame sensor was coated; cleaned and the furnace now runs full cycles. Heat exchanger shows no cracks. Recommend replacing the 1-inch filter every 60 days.',
    technicianSignature: signaturePng('Theo Tech'),
  };
}

/** Templates, and a few filled forms on the newest estimate and HVAC intake and on recent jobs. */
export function seedForms(now: Date, intakes: Intake[], jobs: Job[]): SeededForms {
  const templates = seedFormTemplates(now);
  const plans: InstancePlan[] = [];
  const sortedIntakes = newestFirst(intakes);
  const estimates = sortedIntakes.filter((intake) => intake.intakeTypeContext === estimateType);
  const hvacIntake = sortedIntakes.find((intake) => intake.intakeTypeContext !== estimateType && hvacWords.test(intake.description));

  const [firstEstimate, secondEstimate] = estimates;
  if (firstEstimate) {
    const day = new Date(firstEstimate.dateTime);
    plans.push({
      key: 'intake-site-survey-1',
      templateKey: 'site-survey',
      ownerKind: 'Intake',
      ownerContext: firstEstimate.context,
      ownerDate: day,
      createdAfterMinutes: 20,
      editedAfterMinutes: 35,
      createdBy: 'Olivia Office',
      modifiedBy: 'Theo Tech',
      values: {
        siteContact: 'Homeowner (met at the side gate)',
        surveyDate: localDateText(day),
        propertyType: 'Single-family home',
        squareFeet: 1850,
        yearBuilt: 1978,
        areasInspected: ['Attic', 'Garage', 'Mechanical room', 'Electrical panel'],
        panelCapacity: true,
        hazards: false,
        accessNotes: 'Park in the driveway. Dog in the back yard \u2013 use the side gate.\nAttic hatch in the hall closet; bring the 6 ft step ladder.',
        customerSignature: signaturePng('Homeowner'),
      },
    });
  }
  if (secondEstimate) {
    plans.push({
      key: 'intake-site-survey-2',
      templateKey: 'site-survey',
      ownerKind: 'Intake',
      ownerContext: secondEstimate.context,
      ownerDate: new Date(secondEstimate.dateTime),
      createdAfterMinutes: 10,
      editedAfterMinutes: 0,
      createdBy: 'Olivia Office',
      modifiedBy: 'Olivia Office',
      values: {},
    });
  }
  if (hvacIntake) {
    const day = new Date(hvacIntake.dateTime);
    plans.push({
      key: 'intake-hvac-inspection',
      templateKey: 'hvac-inspection',
      ownerKind: 'Intake',
      ownerContext: hvacIntake.context,
      ownerDate: day,
      createdAfterMinutes: 45,
      editedAfterMinutes: 50,
      createdBy: 'Theo Tech',
      modifiedBy: 'Theo Tech',
      values: { ...hvacInspectionValues(day, false), serialNumber: null, returnTemp: null },
    });
  }

  const complete = picklistContext('JobStatus', 'Complete');
  const inProgress = picklistContext('JobStatus', 'In Progress');
  const sortedJobs = newestFirst(jobs);
  const completedJobs = sortedJobs.filter((job) => job.jobStatusContext === complete).slice(0, 2);
  completedJobs.forEach((job, index) => {
    const day = new Date(job.dateTime);
    const hvac = hvacWords.test(job.description);
    plans.push({
      key: `job-inspection-${index + 1}`,
      templateKey: hvac ? 'hvac-inspection' : 'plumbing-inspection',
      ownerKind: 'Job',
      ownerContext: job.context,
      ownerDate: day,
      createdAfterMinutes: 60,
      editedAfterMinutes: 40,
      createdBy: 'Theo Tech',
      modifiedBy: 'Theo Tech',
      values: hvac
        ? hvacInspectionValues(day, true)
        : {
            inspectionDate: localDateText(day),
            waterPressure: 68,
            waterHeaterType: 'Tank \u2013 gas',
            waterHeaterAge: 11,
            leaksFound: true,
            shutOffsWork: false,
            fixturesChecked: ['Kitchen sink', 'Bathroom sinks', 'Toilets', 'Hose bibs'],
            findings: 'Slow drip at the hall bath cold shut-off; the valve does not close fully. Recommend replacing both angle stops.',
            technicianSignature: signaturePng('Theo Tech'),
          },
    });
    plans.push({
      key: `job-sign-off-${index + 1}`,
      templateKey: 'customer-sign-off',
      ownerKind: 'Job',
      ownerContext: job.context,
      ownerDate: day,
      createdAfterMinutes: 180,
      editedAfterMinutes: 5,
      createdBy: 'Theo Tech',
      modifiedBy: 'Theo Tech',
      values: {
        workPerformed: job.description,
        completionDate: localDateText(day),
        hoursOnSite: index === 0 ? 3.5 : 2,
        areaClean: true,
        satisfaction: 'Very satisfied',
        walkthrough: ['Explained the work done', 'Reviewed the warranty', 'Left the paperwork'],
        customerName: index === 0 ? 'Dana Whitfield' : 'Marcus Lee',
        customerSignature: signaturePng(index === 0 ? 'Dana Whitfield' : 'Marcus Lee'),
      },
    });
  });
  const activeJob = sortedJobs.find((job) => job.jobStatusContext === inProgress);
  if (activeJob) {
    const day = new Date(activeJob.dateTime);
    plans.push({
      key: 'job-in-progress-inspection',
      templateKey: hvacWords.test(activeJob.description) ? 'hvac-inspection' : 'plumbing-inspection',
      ownerKind: 'Job',
      ownerContext: activeJob.context,
      ownerDate: day,
      createdAfterMinutes: 30,
      editedAfterMinutes: 0,
      createdBy: 'Theo Tech',
      modifiedBy: 'Theo Tech',
      values: {},
    });
  }

  return { formTemplates: templates, formInstances: plans.map((plan) => instance(plan, templates, now)) };
}
