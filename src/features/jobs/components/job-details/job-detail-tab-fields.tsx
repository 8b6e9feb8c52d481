import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ExpandLess from '@mui/icons-material/ExpandLess';
import { FormTextField } from '@/components/form-text-field';
import { JOB_SERVICE_GROUP_MAX } from '@/lib/schemas/job-detail-schemas';
import { DETAIL_DESCRIPTION_MAX, DETAIL_NAME_MAX, valuesFromPricebookItem, type JobDetailFormValues } from './job-detail-form';
import type { EditableDetailType, LineChoices, PricebookChoice } from './job-detail-line';
import { jobDetailTexts } from './job-detail-texts';
import { PriceDetailFields } from './price-detail-fields';

export interface JobDetailTabFieldsProps {
  form: UseFormReturn<JobDetailFormValues>;
  type: EditableDetailType;
  showCosts: boolean;
  /** The pricebook items and labor descriptions offered (see `LineChoices`). */
  choices: LineChoices;
}

/** The optional Pricebook Service / Pricebook Labor select: choosing an item fills the line from it. */
function PricebookSelect({ form, label, items, showCosts }: { form: UseFormReturn<JobDetailFormValues>; label: string; items: readonly PricebookChoice[]; showCosts: boolean }) {
  return (
    <Controller
      control={form.control}
      name="pricebookItemContext"
      render={({ field }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={items.some((item) => item.context === field.value) ? field.value : ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const item = items.find((choice) => choice.context === event.target.value);
            if (!item) {
              field.onChange('');
              return;
            }
            Object.entries(valuesFromPricebookItem(item, showCosts)).forEach(([key, value]) =>
              form.setValue(key as keyof JobDetailFormValues, value as never, { shouldDirty: true }),
            );
          }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {items.map((item) => (
            <MenuItem key={item.context} value={item.context}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The Labor tab's Labor Description select (the company's list): the choice becomes the description. */
function LaborDescriptionSelect({ form, descriptions }: { form: UseFormReturn<JobDetailFormValues>; descriptions: readonly string[] }) {
  const [chosen, setChosen] = useState('');
  return (
    <TextField
      select
      label="Labor Description"
      value={chosen}
      onChange={(event) => {
        setChosen(event.target.value);
        if (event.target.value) form.setValue('description', event.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {descriptions.map((description) => (
        <MenuItem key={description} value={description}>
          {description}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Spec 3 §2 Subtotal tab: an expandable example of a subtotal summing the lines before it. */
function SubtotalExample() {
  const [open, setOpen] = useState(false);
  const exampleId = useId();
  return (
    <Box>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={exampleId} endIcon={open ? <ExpandLess /> : <ExpandMore />}>
        {jobDetailTexts.subtotalExample}
      </Button>
      <Box id={exampleId} hidden={!open} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          A subtotal line shows the sum of the line items before it, back to the previous subtotal line. For example:
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
          <li>Furnace, $2,400.00</li>
          <li>Installation labor, $600.00</li>
          <li>Subtotal, $3,000.00</li>
          <li>Duct cleaning, $350.00</li>
          <li>Subtotal, $350.00</li>
        </Box>
      </Box>
    </Box>
  );
}

const nameField = (form: UseFormReturn<JobDetailFormValues>) => (
  <FormTextField control={form.control} name="name" label="Name" required slotProps={{ htmlInput: { maxLength: DETAIL_NAME_MAX } }} />
);

const descriptionField = (form: UseFormReturn<JobDetailFormValues>) => (
  <FormTextField
    control={form.control}
    name="description"
    label="Description"
    multiline
    minRows={2}
    limit={DETAIL_DESCRIPTION_MAX}
  />
);

const NONE: readonly never[] = [];

/** The fields of one tab of the job detail editor (spec 3 §2): Service, Labor, Item and Subtotal share Name and Description. */
export function JobDetailTabFields({ form, type, showCosts, choices }: JobDetailTabFieldsProps) {
  const { serviceItems = NONE, laborItems = NONE, laborDescriptions = NONE } = choices;
  const pricebookItems = type === 'Service' ? serviceItems : type === 'Labor' ? laborItems : NONE;
  const serviceGroupField = <FormTextField control={form.control} name="jobServiceGroup" label="Service Group" slotProps={{ htmlInput: { maxLength: JOB_SERVICE_GROUP_MAX } }} />;
  return (
    <>
      {pricebookItems.length > 0 ? <PricebookSelect form={form} label={`Pricebook ${type}`} items={pricebookItems} showCosts={showCosts} /> : null}
      {type === 'Service' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          {serviceGroupField}
          <FormTextField control={form.control} name="hours" label="Hours" inputMode="decimal" autoComplete="off" />
        </Box>
      ) : null}
      {nameField(form)}
      {type === 'Subtotal' ? serviceGroupField : null}
      {type === 'Labor' && laborDescriptions.length > 0 ? <LaborDescriptionSelect form={form} descriptions={laborDescriptions} /> : null}
      {descriptionField(form)}
      {type === 'Subtotal' ? <SubtotalExample /> : <PriceDetailFields form={form} showCosts={showCosts} />}
    </>
  );
}
