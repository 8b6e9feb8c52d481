import { blankAddress, contactPartsFromForm, contactPartsToForm } from '@/lib/schemas/contact-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { Supplier } from '@/lib/schemas/supplier-schemas';
import type { SupplierCreateRequest, SupplierFormValues } from '@/lib/schemas/supplier-request-schemas';

/** A new supplier: active by default (spec 1 §4), no type, address or contacts yet. */
export function newSupplierFormValues(): SupplierFormValues {
  return {
    active: true,
    name: '',
    supplierTypeContext: '',
    webSiteAddress: '',
    notes: '',
    address: blankAddress(),
    telephoneList: [],
    emailList: [],
  };
}

export function supplierToFormValues(supplier: Supplier): SupplierFormValues {
  return {
    active: supplier.active,
    name: supplier.name,
    supplierTypeContext: supplier.supplierType?.context ?? '',
    webSiteAddress: supplier.webSiteAddress,
    notes: supplier.notes,
    ...contactPartsToForm(supplier),
  };
}

/**
 * A web site typed without a scheme gets https:// in front (`www.supply.com` → `https://www.supply.com`);
 * anything else is left for validation to judge.
 */
export function completeWebSiteAddress(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** What Create (and, with context and version, Update) sends; the type's text comes from the picklist. */
export function supplierRequestFromForm(values: SupplierFormValues, supplierTypes: readonly PicklistItem[]): SupplierCreateRequest {
  const type = supplierTypes.find((item) => item.context === values.supplierTypeContext);
  return {
    active: values.active,
    name: values.name.trim(),
    supplierType: values.supplierTypeContext ? { context: values.supplierTypeContext, text: type?.text ?? '' } : null,
    webSiteAddress: values.webSiteAddress.trim(),
    notes: values.notes.trim(),
    ...contactPartsFromForm(values),
  };
}

/** The types offered in the editor: the active ones, plus the supplier's current type if it was retired. */
export function supplierTypeChoices(items: readonly PicklistItem[], currentContext: string): PicklistItem[] {
  return items
    .filter((item) => item.active || item.context === currentContext)
    .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text));
}
