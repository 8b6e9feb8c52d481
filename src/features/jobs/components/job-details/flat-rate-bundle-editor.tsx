import { useEffect, useRef, useState } from 'react';
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
 * The Flat Rate Bundle Editor (spec 3 §2, §4, §5): the bundle row and its children; a row expands to
 * edit its name, description and price details; a child can be removed; the bundle's price and total
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

function BundleEditorBody({ lines, bundle, showCosts, onClose, onSave }: FlatRateBundleEditorProps & { bundle: JobDetailLine }) {
  const [children, setChildren] = useState<BundleChildState[]>(() => bundleChildStates(lines, bundle));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { reportState, requestClose } = useEditorDialog();
  const checks = useRef(new Map<string, () => Promise<boolean>>());
  const form = useForm<BundleFormValues>({
    resolver: zodResolver(bundleFormSchema),
    defaultValues: { name: bundle.name, description: bundle.description, nonTaxable: bundle.priceDetail?.nonTaxable ?? false },
  });
  const total = bundleChildrenTotal(children);
  const quantity = bundle.priceDetail?.quantity ?? 1;
  const changed = form.formState.isDirty || children.some((child) => child.edited || child.removed);
  useEffect(() => reportState({ dirty: changed, busy: false }), [reportState, changed]);

  const toggle = (guid: string) => setExpanded((current) => {
    const next = new Set(current);
    if (next.has(guid)) next.delete(guid);
    else next.add(guid);
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
      toast.error(UNABLE_TO_SAVE);
      return;
    }
    const values = form.getValues();
    onSave(applyBundleEdits(lines, bundle, { name: values.name.trim(), description: values.description, nonTaxable: values.nonTaxable }, children));
    onClose();
  };
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="section" aria-label="Bundle" sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
            <Typography>Price: {formatMoney(bundleUnitPrice(total, quantity))}</Typography>
            <Typography>Quantity: {quantity}</Typography>
            <Typography sx={{ fontWeight: 600 }}>Total: {formatMoney(total)}</Typography>
            <BundleNonTaxable form={form} />
          </Box>
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Bundle Items
        </Typography>
        <Box component="ul" aria-label="Bundle items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {children.filter((child) => !child.removed).map((child) => {
            const price = child.line.priceDetail;
            const isOpen = expanded.has(child.line.guid);
            return (
              <Box component="li" key={child.line.guid} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>{child.line.name}</Typography>
                    {child.line.description ? (
                      <Typography variant="body2" color="text.secondary">
                        {child.line.description}
                      </Typography>
                    ) : null}
                  </Box>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {price ? `${formatMoney(price.price)} × ${price.quantity} = ${formatMoney(price.total)}` : ''}
                  </Typography>
                  <IconButton aria-expanded={isOpen} aria-label={isOpen ? `Collapse ${child.line.name}` : `Edit ${child.line.name}`} onClick={() => toggle(child.line.guid)}>
                    {isOpen ? <ExpandLess /> : <ExpandMore />}
                  </IconButton>
                  <IconButton aria-label={`Remove ${child.line.name}`} onClick={() => update(child.line.guid, { removed: true })}>
                    <DeleteOutlined />
                  </IconButton>
                </Box>
                {isOpen ? <ChildForm child={child} showCosts={showCosts} register={register(child.line.guid)} onChange={(line) => update(child.line.guid, { line, edited: true })} /> : null}
              </Box>
            );
          })}
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
