/** Query keys of the company information page. */
export const companyInformationKeys = {
  all: ['company-information'] as const,
  detail: () => ['company-information', 'detail'] as const,
  /** The logo's bytes; `uploadedAt` tells one uploaded logo from the next. */
  logo: (uploadedAt: string) => ['company-information', 'logo', uploadedAt] as const,
};
