import {
  trimCompanyInformationForm,
  type CompanyInformation,
  type CompanyInformationForm,
} from '@/lib/schemas/company-information-schemas';

/** The form's starting values: the stored details. */
export function companyInformationFormValues(info: CompanyInformation): CompanyInformationForm {
  return {
    companyName: info.companyName,
    street1: info.street1,
    street2: info.street2,
    city: info.city,
    state: info.state,
    postalCode: info.postalCode,
    telephone: info.telephone,
    fax: info.fax,
    email: info.email,
    brandColor: info.brandColor ?? '',
  };
}

/** Whether the form differs from what is stored, ignoring surrounding whitespace (the server trims). */
export function companyInformationChanged(values: CompanyInformationForm, stored: CompanyInformation): boolean {
  const trimmed = trimCompanyInformationForm(values);
  const saved = trimCompanyInformationForm(companyInformationFormValues(stored));
  return (Object.keys(trimmed) as (keyof CompanyInformationForm)[]).some((field) => trimmed[field] !== saved[field]);
}

/** What a Save has to do; `null` when there is nothing to save (No changes detected.). */
export interface CompanyInformationSavePlan {
  /** The trimmed details to send, or `null` when they are unchanged. */
  details: CompanyInformationForm | null;
  /** The logo was marked for deletion: delete it now. */
  deleteLogo: boolean;
}

export function companyInformationSavePlan(
  values: CompanyInformationForm,
  stored: CompanyInformation,
  logoMarkedForDeletion: boolean,
): CompanyInformationSavePlan | null {
  const details = companyInformationChanged(values, stored) ? trimCompanyInformationForm(values) : null;
  const deleteLogo = logoMarkedForDeletion && stored.logo !== null;
  return details || deleteLogo ? { details, deleteLogo } : null;
}
