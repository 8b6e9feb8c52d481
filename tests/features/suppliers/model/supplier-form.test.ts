import { describe, expect, it } from 'vitest';
import {
  completeWebSiteAddress,
  newSupplierFormValues,
  supplierRequestFromForm,
  supplierToFormValues,
  supplierTypeChoices,
} from '@/features/suppliers/model/supplier-form';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { isWebSiteAddress, supplierMessages, type Supplier } from '@/lib/schemas/supplier-schemas';
import { supplierFormSchema } from '@/lib/schemas/supplier-request-schemas';

const types: PicklistItem[] = [
  { context: 'rental', text: 'Rental', active: true, order: 3, isDefault: false },
  { context: 'parts', text: 'Parts Distributor', active: true, order: 1, isDefault: false },
  { context: 'old', text: 'Lumber Yard', active: false, order: 2, isDefault: false },
];

const supplier: Supplier = {
  context: 'sup-1',
  active: true,
  name: 'Tri-County Equipment Rental',
  supplierType: { context: 'rental', text: 'Rental' },
  webSiteAddress: 'https://tricountyrental.example.com',
  notes: 'Order a day ahead.',
  address: null,
  telephoneList: [],
  emailList: [],
  version: 1,
};

function messages(values: Partial<ReturnType<typeof newSupplierFormValues>>): string[] {
  return supplierFormSchema.safeParse({ ...newSupplierFormValues(), name: 'Supplier', ...values }).error?.issues.map((issue) => issue.message) ?? [];
}

describe('supplier rules', () => {
  it('requires a name of at most 150 characters', () => {
    expect(messages({ name: '' })).toEqual([supplierMessages.nameRequired]);
    expect(messages({ name: ' ' })).toEqual([supplierMessages.nameRequired]);
    expect(messages({ name: 's'.repeat(151) })).toEqual([supplierMessages.nameTooLong]);
  });

  it('limits notes to 4000 characters and web site addresses to 200', () => {
    expect(messages({ notes: 'n'.repeat(4000) })).toEqual([]);
    expect(messages({ notes: 'n'.repeat(4001) })).toEqual([supplierMessages.notesTooLong]);
    expect(messages({ webSiteAddress: `https://example.com/${'p'.repeat(181)}` })).toEqual([supplierMessages.webSiteTooLong]);
  });

  it.each([
    ['https://cascadeplumbing.example.com', true],
    ['http://keystoneboiler.example.com/dealers?region=nw', true],
    ['ftp://files.example.com', false],
    ['javascript:alert(1)', false],
    ['www.example.com', false],
    ['https://', false],
    ['https://intranet', false],
    ['https://exa mple.com', false],
  ])('web site %s is valid: %s', (value, valid) => {
    expect(isWebSiteAddress(value)).toBe(valid);
    expect(messages({ webSiteAddress: value })).toEqual(valid ? [] : [supplierMessages.webSiteInvalid]);
  });

  it('allows an empty web site address', () => {
    expect(messages({ webSiteAddress: '' })).toEqual([]);
  });
});

describe('supplier form', () => {
  it('starts new suppliers active', () => {
    expect(newSupplierFormValues()).toMatchObject({ active: true, supplierTypeContext: '' });
  });

  it('completes a web site typed without a scheme', () => {
    expect(completeWebSiteAddress(' www.rosecityhvac.example.com/pro ')).toBe('https://www.rosecityhvac.example.com/pro');
    expect(completeWebSiteAddress('http://a.example.com')).toBe('http://a.example.com');
    expect(completeWebSiteAddress('not a site')).toBe('not a site');
    expect(completeWebSiteAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeWebSiteAddress('')).toBe('');
  });

  it('sends the chosen type with its picklist text, or none', () => {
    const values = supplierToFormValues(supplier);
    expect(values.supplierTypeContext).toBe('rental');
    expect(supplierRequestFromForm(values, types).supplierType).toEqual({ context: 'rental', text: 'Rental' });
    expect(supplierRequestFromForm({ ...values, supplierTypeContext: '' }, types).supplierType).toBeNull();
  });

  it('offers active types in order, plus a retired current type', () => {
    expect(supplierTypeChoices(types, '').map((item) => item.text)).toEqual(['Parts Distributor', 'Rental']);
    expect(supplierTypeChoices(types, 'old').map((item) => item.text)).toEqual(['Parts Distributor', 'Lumber Yard', 'Rental']);
  });
});
