import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { whileBlocking } from '@/components/blocking-overlay';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import {
  COMPANY_INFORMATION_MAX,
  COMPANY_INFORMATION_SAVED,
  companyInformationFields,
  companyInformationFormSchema,
  NO_CHANGES_DETECTED,
  UNABLE_TO_SAVE,
  type CompanyInformation,
  type CompanyInformationField,
  type CompanyInformationForm,
} from '@/lib/schemas/company-information-schemas';
import { useSaveCompanyInformation } from '../api/company-information-save';
import { useDeleteCompanyLogo } from '../api/company-logo-delete';
import { companyInformationFormValues, companyInformationSavePlan } from '../model/company-information-form';
import { CompanyContractCard } from './company-contract-card';
import { CompanyLogoCard } from './company-logo-card';
import { BrandColorSwatch } from './brand-color-swatch';
import { SettingsHeading } from './settings-card';
import { SettingsColumns } from './settings-columns';
import { SettingsFormButtons } from './settings-form-buttons';

/** Fields that share a row with their neighbour on wider screens. */
const halfWidth: ReadonlySet<CompanyInformationField> = new Set(['city', 'state', 'postalCode', 'telephone', 'fax']);

const autoComplete: Partial<Record<CompanyInformationField, string>> = {
  companyName: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  telephone: 'tel',
  fax: 'off',
  email: 'email',
};

export interface CompanyInformationEditorProps {
  /** The stored company information; it follows uploads and deletions while the form keeps its edits. */
  info: CompanyInformation;
}

/** The company information form with its logo and contract. */
export function CompanyInformationEditor({ info }: CompanyInformationEditorProps) {
  const formId = useId();
  const headingId = useId();
  const saveDetails = useSaveCompanyInformation();
  const deleteLogo = useDeleteCompanyLogo();
  const [logoMarkedForDeletion, setLogoMarkedForDeletion] = useState(false);
  const form = useForm<CompanyInformationForm>({
    resolver: zodResolver(companyInformationFormSchema),
    defaultValues: companyInformationFormValues(info),
  });
  const { control, handleSubmit, reset, formState } = form;
  const saving = saveDetails.isPending || deleteLogo.isPending;
  const dirty = formState.isDirty || (logoMarkedForDeletion && info.logo !== null);
  const leaveWarning = useUnsavedChangesWarning(dirty && !saving);

  const handleSave = handleSubmit(
    async (values) => {
      const plan = companyInformationSavePlan(values, info, logoMarkedForDeletion);
      if (!plan) {
        // Only whitespace differs (or nothing): the form now matches what is stored.
        reset(values);
        setLogoMarkedForDeletion(false);
        toast.info(NO_CHANGES_DETECTED);
        return;
      }
      try {
        let saved = info;
        await whileBlocking(
          (async () => {
            if (plan.details) saved = await saveDetails.mutateAsync(plan.details);
            if (plan.deleteLogo) saved = await deleteLogo.mutateAsync();
          })(),
        );
        reset(companyInformationFormValues(saved));
        setLogoMarkedForDeletion(false);
        toast.success(COMPANY_INFORMATION_SAVED);
      } catch {
        // The error catalogue has told the user why; the form keeps what they typed.
      }
    },
    () => toast.warning(UNABLE_TO_SAVE),
  );

  function handleDiscard() {
    reset(companyInformationFormValues(info));
    setLogoMarkedForDeletion(false);
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SettingsColumns large="minmax(0, 3fr) minmax(260px, 2fr)">
        <Box component="form" id={formId} noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSave(event)}>
          <SettingsHeading
            id={headingId}
            heading="Company Details"
            description="Your company's name, address and contact details appear on the proposals, work orders and invoices you send."
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {companyInformationFields.map((field) => (
              <FormTextField
                key={field.name}
                control={control}
                name={field.name}
                label={field.label}
                required={field.required}
                type={field.name === 'email' ? 'email' : field.name === 'telephone' || field.name === 'fax' ? 'tel' : 'text'}
                autoComplete={autoComplete[field.name]}
                counterMax={field.name === 'companyName' ? COMPANY_INFORMATION_MAX.companyName : undefined}
                slotProps={{ htmlInput: { maxLength: COMPANY_INFORMATION_MAX[field.name] } }}
                sx={{ gridColumn: halfWidth.has(field.name) ? undefined : '1 / -1' }}
              />
            ))}
            <FormTextField
              control={control}
              name="brandColor"
              label="Brand Color"
              autoComplete="off"
              placeholder="#1f6feb"
              helperText="Shown on the customer portal, where customers view proposals and pay invoices. # and six hex digits; leave it empty for the standard colors."
              slotProps={{ htmlInput: { maxLength: 7 }, input: { startAdornment: <BrandColorSwatch control={control} /> } }}
            />
          </Box>
        </Box>
        <Stack spacing={3}>
          <CompanyLogoCard logo={info.logo} markedForDeletion={logoMarkedForDeletion} onMarkForDeletion={setLogoMarkedForDeletion} />
          <CompanyContractCard contractFileName={info.contractFileName} />
        </Stack>
      </SettingsColumns>
      <SettingsFormButtons form={formId} dirty={dirty} saving={saving} onDiscard={handleDiscard} />
      {leaveWarning}
    </Box>
  );
}
