import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { z } from 'zod';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, useEditorDialog } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { useStableCallback } from '@/components/use-stable-callback';
import { formatMoney } from '@/lib/format';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { applyBundleEdits, bundleChildrenTotal, bundleChildStates, bundleUnitPrice, type BundleChildState } from './flat-rate-bundle-model';
import { detailFormValuesOf, jobDetailFormMessages, jobDetailFormSchema, lineValuesFromForm, DETAIL_NAME_MAX, type JobDetailFormValues } from './job-detail-form';
import { isEditableDetailType, type JobDetailLine } from './job-detail-line';
import { PriceDetailFields } from './price-detail-fields';

export interface FlatRateBundleEditorProps {
  /** The job's lines and the Bundle line being edited; `null`: closed. */
  lines: readonly JobDetailLine[];
  bundle: JobDetailLine | null;
  showCosts: boolean;
  onClose: () => void;
  /** Save: the job's lines with the bundle's and its children's changes. */
  onSave: (lines: JobDetailLine[]) => void;
}

const bundleFormSchema = z.object({
  name: z.string().refine((value) => value.trim() !== '', jobDetailFormMessages.nameRequired).refine((value) => value.trim().length <= DETAIL_NAME_MAX, jobDetailFormMessages.nameTooLong),
  description: z.string(),
  nonTaxable: z.boolean(),
});
type BundleFormValues = z.infer<typeof bundleFormSchema>;

/** An expanded child's own form; it reports the line as typed, and registers its check for Save. */
function ChildForm({ child, showCosts, onChange, register }: { child: BundleChildState; showCosts: boolean; onChange: (line: JobDetailLine) => void; register: (check: (() => Promise<boolean>) | null) => void }) {
  // The line as the form opened it: what is typed goes on top of it (the editor's copy follows the form, not the other way).
  const [original] = useState(child.line);
  const type = isEditableDetailType(original.jobDetailType) && original.jobDetailType !== 'Subtotal' ? original.jobDetailType : 'Item';
  const form = useForm<JobDetailFormValues>({ resolver: zodResolver(jobDetailFormSchema), defaultValues: detailFormValuesOf(original, type) });
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  useEffect(() => {
    register(() => form.trigger());
    return () => register(null);
  }, [form, register]);
  const report = useStableCallback(onChange);
  useEffect(() => {
    if (!dirty) return;
    const typed = { ...detailFormValuesOf(original, type), ...values } as JobDetailFormValues;
    // Only figures that are whole are reported (a price being retyped is blank for a moment): the row
    // keeps the last good ones, and Save shows the field's message.
    if (!jobDetailFormSchema.safeParse(typed).success) return;
    report({ ...original, ...lineValuesFromForm(typed, original, { showCosts, pricebookItems: [] }), pricebookItemIdentifier: original.pricebookItemIdentifier ?? null, jobDetailType: original.jobDetailType });
  }, [values, dirty, original, type, showCosts, report]);
  return <ChildFields form={form} showCosts={showCosts} />;
}

function ChildFields({ form, showCosts }: { form: UseFormReturn<JobDetailFormValues>; showCosts: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 1 }}>
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      <PriceDetailFields form={form} showCosts={showCosts} />
    </Box>
  );
}

/**
 * The Flat Rate Bundle Editor (spec 3 §2, §4, §5): a table of the bundle row (name, description,
 * price, quantity, total) and its children's rows; a row expands to edit its name, description and
 * price details (the bundle's: name, description, Non-Taxable); a child can be removed; the bundle's price and total
 * follow the children. Save needs every open form valid (else "Unable to save, please review the
 * form for errors.") and marks the bundle Update.
 */
export function FlatRateBundleEditor({ lines, bundle, showCosts, onClose, onSave }: FlatRateBundleEditorProps) {
  return (
    <EditorDialog open={bundle !== null} title="Flat Rate Bundle Editor" onClose={onClose} maxWidth="md">
      {bundle ? <BundleEditorBody key={bundle.guid} lines={lines} bundle={bundle} showCosts={showCosts} onClose={onClose} onSave={onSave} /> : null}
    </EditorDialog>
  );
}

/** A row of the editor's table: the bundle itself, or one of its children. */
interface BundleTableRow {
  key: string;
  name: string;
  description: string;
  price: number | null;
  quantity: number | null;
  total: number | null;
  /** Absent on the bundle's row. */
  child?: BundleChildState;
}

const bundleRowKey = (row: BundleTableRow) => row.key;
const BUNDLE_KEY = 'bundle';

/** The table's columns (spec 3 §2: name, description, price, quantity, total); `actions` draws a row's buttons. */
function bundleColumns(actions: (row: BundleTableRow) => ReactNode): SummaryTableColumn<BundleTableRow>[] {
  const money = (value: number | null) => (value === null ? '' : formatMoney(value));
  return [
    {
      id: 'name',
      header: 'Name',
      minWidth: { xs: 150, sm: 160 },
      cell: (row) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: row.child ? 400 : 600, pl: row.child ? { xs: 1, sm: 2 } : 0 }}>
            {row.name}
          </Box>
          {/* On phones the description, price and quantity columns are hidden: they go under the name. */}
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', pl: row.child ? 1 : 0 }}>
            {row.description ? <Box component="span" sx={{ display: 'block' }}>{row.description}</Box> : null}
            {row.price === null ? null : `${money(row.price)} × ${row.quantity ?? ''}`}
          </Box>
        </>
      ),
    },
    { id: 'description', header: 'Description', breakWords: true, hideOnPhones: true, cell: (row) => row.description },
    { id: 'price', header: 'Price', align: 'right', nowrap: true, hideOnPhones: true, cell: (row) => money(row.price) },
    { id: 'quantity', header: 'Quantity', align: 'right', hideOnPhones: true, cell: (row) => (row.quantity === null ? '' : row.quantity) },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (row) => <Box component="span" sx={{ fontWeight: row.child ? 400 : 600 }}>{money(row.total)}</Box> },
    { id: 'actions', header: 'Actions', align: 'right', nowrap: true, width: '1%', cell: actions },
  ];
}

function BundleEditorBody({ lines, bundle, showCosts, onClose, onSave }: FlatRateBundleEditorProps & { bundle: JobDetailLine }) {
  const [children, setChildren] = useState<BundleChildState[]>(() => bundleChildStates(lines, bundle));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { reportState, requestClose } = useEditorDialog();
  const checks = useRef(new Map<string, () => Promise<boolean>>());
  const form = useForm<BundleFormValues>({
    resolver: zodResolver(bundleFormSchema),
    defaultValues: { name: bundle.name, description: bundle.description, nonTaxable: bundle.priceDetail?.nonTaxable ?? false },
  });
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const total = bundleChildrenTotal(children);
  const quantity = bundle.priceDetail?.quantity ?? 1;
  const changed = form.formState.isDirty || children.some((child) => child.edited || child.removed);
  useEffect(() => reportState({ dirty: changed, busy: false }), [reportState, changed]);

  const toggle = (key: string) => setExpanded((current) => {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  const update = (guid: string, change: Partial<BundleChildState>) => setChildren((current) => current.map((child) => (child.line.guid === guid ? { ...child, ...change } : child)));
  const register = (guid: string) => (check: (() => Promise<boolean>) | null) => {
    if (check) checks.current.set(guid, check);
    else checks.current.delete(guid);
  };
  const save = async () => {
    const bundleValid = await form.trigger();
    const results = await Promise.all([...checks.current.values()].map((check) => check()));
    if (!bundleValid || results.some((valid) => !valid)) {
      // The bundle's own fields open, so its message shows.
      if (!bundleValid) setExpanded((current) => new Set([...current, BUNDLE_KEY]));
      toast.error(UNABLE_TO_SAVE);
      return;
    }
    const values = form.getValues();
    onSave(applyBundleEdits(lines, bundle, { name: values.name.trim(), description: values.description, nonTaxable: values.nonTaxable }, children));
    onClose();
  };

  const rows: BundleTableRow[] = [
    { key: BUNDLE_KEY, name, description, price: bundleUnitPrice(total, quantity), quantity, total },
    ...children
      .filter((child) => !child.removed)
      .map((child) => {
        const price = child.line.priceDetail;
        return { key: child.line.guid, name: child.line.name, description: child.line.description, price: price?.price ?? null, quantity: price?.quantity ?? null, total: price?.total ?? null, child };
      }),
  ];
  const columns = bundleColumns((row) => {
    const isOpen = expanded.has(row.key);
    return (
      <>
        <IconButton aria-expanded={isOpen} aria-label={isOpen ? `Collapse ${row.name}` : `Edit ${row.name}`} onClick={() => toggle(row.key)}>
          {isOpen ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
        {row.child ? (
          <IconButton aria-label={`Remove ${row.name}`} onClick={() => update(row.key, { removed: true })}>
            <DeleteOutlined />
          </IconButton>
        ) : null}
      </>
    );
  });
  const details = (row: BundleTableRow) => {
    if (!expanded.has(row.key)) return null;
    if (!row.child) {
      return (
        <Box component="section" aria-label="Bundle" sx={{ display: 'grid', gap: 2, py: 1 }}>
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
          <BundleNonTaxable form={form} />
        </Box>
      );
    }
    const guid = row.key;
    return <ChildForm child={row.child} showCosts={showCosts} register={register(guid)} onChange={(line) => update(guid, { line, edited: true })} />;
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          The bundle&apos;s price and total follow its items. Open a row to edit it.
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <SummaryTable<BundleTableRow> label="Flat rate bundle" columns={columns} rows={rows} rowKey={bundleRowKey} details={details} narrowOnPhones />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

function BundleNonTaxable({ form }: { form: UseFormReturn<BundleFormValues> }) {
  const checked = useWatch({ control: form.control, name: 'nonTaxable' });
  return <FormControlLabel control={<Checkbox checked={checked} onChange={(event) => form.setValue('nonTaxable', event.target.checked, { shouldDirty: true })} />} label="Non-Taxable" />;
}
