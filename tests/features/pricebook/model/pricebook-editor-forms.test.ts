import { describe, expect, it } from 'vitest';
import {
  addBundleItem,
  bundleTotal,
  canDecrease,
  canIncrease,
  itemsToOffer,
  newPricebookBundleValues,
  pricebookBundleFormSchema,
  pricebookBundleRequest,
  removeBundleItems,
  steppedQuantity,
  type BundleItemRow,
} from '@/features/pricebook/model/pricebook-bundle-form';
import { categoryPathText, newPricebookCategoryValues, pricebookCategoryRequest } from '@/features/pricebook/model/pricebook-category-form';
import { offeredMarkup, optionsWithCurrent, pricebookSavedMessage } from '@/features/pricebook/model/pricebook-form-fields';
import { imageAfterRemove, imageAfterUpload, pricebookImageProblem, shownImage } from '@/features/pricebook/model/pricebook-image-value';
import { pricebookVendorFormSchema, pricebookVendorRequest } from '@/features/pricebook/model/pricebook-vendor-form';
import { formatUsd } from '@/lib/job-calculations';
import { pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';

const item = (context: string, price: number) => ({ context, name: `Item ${context}`, price, itemType: 'Item' as const });
const row = (context: string, price: number, quantity: string): BundleItemRow => ({ item: item(context, price), quantity });

describe('bundle form', () => {
  it('adds a found item once with quantity 1 and offers only items not yet in the bundle', () => {
    const rows = addBundleItem(addBundleItem([], item('a', 10)), item('a', 10));
    expect(rows).toEqual([{ item: item('a', 10), quantity: '1' }]);
    expect(itemsToOffer([item('a', 10), item('b', 5)], rows).map((found) => found.context)).toEqual(['b']);
  });

  it('steps the quantity within 1 to 9999, the minus button off at 1', () => {
    expect(steppedQuantity('1', 1)).toBe('2');
    expect(steppedQuantity('1', -1)).toBe('1');
    expect(steppedQuantity('9999', 1)).toBe('9999');
    expect(steppedQuantity('abc', 1)).toBe('1');
    expect(canDecrease('1')).toBe(false);
    expect(canDecrease('2')).toBe(true);
    expect(canIncrease('9999')).toBe(false);
  });

  it('totals price × quantity exactly, rows with an unfinished quantity counting nothing', () => {
    expect(formatUsd(bundleTotal([row('a', 0.1, '3'), row('b', 19.99, '2'), row('c', 5, '')]))).toBe('$40.28');
    expect(bundleTotal([]).toFixed(2)).toBe('0.00');
  });

  it('removes the selected items', () => {
    expect(removeBundleItems([row('a', 1, '1'), row('b', 1, '1')], new Set(['a'])).map((kept) => kept.item.context)).toEqual(['b']);
  });

  it('needs at least one item, a name and whole quantities from 1 to 9999', () => {
    const result = pricebookBundleFormSchema.safeParse(newPricebookBundleValues());
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', pricebookMessages.nameRequired],
      ['items', pricebookMessages.bundleNeedsItems],
    ]);
    const quantity = pricebookBundleFormSchema.safeParse({ ...newPricebookBundleValues(), name: 'Tune-up kit', items: [row('a', 1, '0')] });
    expect(quantity.success ? [] : quantity.error.issues.map((issue) => issue.message)).toEqual([pricebookMessages.bundleQuantityInvalid]);
  });

  it('sends the items in the table\'s order with their quantities', () => {
    const values = { ...newPricebookBundleValues(), name: ' Kit ', categoryIdentifier: 'c1', items: [row('b', 2, '3'), row('a', 1, '1')], removeImage: true };
    expect(pricebookBundleRequest(values, { context: 'bundle-1', version: 4 })).toEqual({
      context: 'bundle-1',
      version: 4,
      image: null,
      removeImage: true,
      active: true,
      name: 'Kit',
      description: '',
      pricingDisplay: 'Item Pricing',
      categoryIdentifier: 'c1',
      nonTaxable: false,
      items: [
        { pricebookItemIdentifier: 'b', quantity: 3 },
        { pricebookItemIdentifier: 'a', quantity: 1 },
      ],
    });
  });
});

describe('category and vendor forms', () => {
  it('shows the path from the parent\'s path and the typed name', () => {
    expect(categoryPathText('Gas Furnaces', 'Heating > Furnaces')).toBe('Heating > Furnaces > Gas Furnaces');
    expect(categoryPathText(' Heating ', null)).toBe('Heating');
    expect(categoryPathText('  ', 'Heating')).toBe('Heating');
    expect(categoryPathText('', null)).toBeNull();
  });

  it('builds the category and vendor requests', () => {
    expect(pricebookCategoryRequest({ ...newPricebookCategoryValues(), name: 'Furnaces', parentIdentifier: 'heating', markup: '12.5' }, null)).toEqual({
      context: null,
      version: null,
      image: null,
      removeImage: false,
      active: true,
      name: 'Furnaces',
      parentPricebookCategoryIdentifier: 'heating',
      markup: 12.5,
    });
    expect(pricebookVendorRequest({ name: 'Ferguson', markup: '', active: false }, { context: 'v1', version: 2 })).toEqual({
      context: 'v1',
      version: 2,
      active: false,
      name: 'Ferguson',
      markup: null,
    });
    expect(pricebookVendorFormSchema.safeParse({ name: 'x', markup: '-1', active: true }).error?.issues[0]?.message).toBe(pricebookMessages.markupInvalid);
  });
});

describe('editor helpers', () => {
  it('offers a category\'s or vendor\'s markup only to an item without one', () => {
    expect(offeredMarkup('', { context: 'v', name: 'Ferguson', markup: 20 })).toBe('20');
    expect(offeredMarkup('15', { context: 'v', name: 'Ferguson', markup: 20 })).toBeNull();
    expect(offeredMarkup('', { context: 'v', name: 'Ferguson', markup: null })).toBeNull();
    expect(offeredMarkup('', undefined)).toBeNull();
  });

  it('keeps the record\'s own choice in a select whose list lacks it', () => {
    expect(optionsWithCurrent([{ context: 'a', name: 'A', markup: null }], { context: 'b', name: 'Old vendor' }).map((option) => option.name)).toEqual(['A', 'Old vendor']);
    expect(optionsWithCurrent(undefined, { context: null, name: null })).toEqual([]);
  });

  it('says what was saved', () => {
    expect(pricebookSavedMessage('Item', true)).toBe('Pricebook Item created.');
    expect(pricebookSavedMessage('Vendor', false)).toBe('Pricebook Vendor updated.');
  });

  it('accepts jpg, jpeg and png up to 5 MB', () => {
    expect(pricebookImageProblem({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(pricebookImageProblem({ name: 'a.png', type: '', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pricebookImageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(pricebookMessages.imageType);
    expect(pricebookImageProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(pricebookMessages.imageTooLarge);
  });

  it('clears the removal flag on upload and sets it on removal in edit mode only', () => {
    const upload = { fileName: 'a.png', contentType: 'image/png', base64: 'AAAA' };
    expect(imageAfterUpload(upload)).toEqual({ image: upload, removeImage: false });
    expect(imageAfterRemove(true, 'guid')).toEqual({ image: null, removeImage: true });
    expect(imageAfterRemove(false, null)).toEqual({ image: null, removeImage: false });
    expect(shownImage({ image: null, removeImage: false }, 'guid')).toEqual({ kind: 'stored', guid: 'guid' });
    expect(shownImage({ image: null, removeImage: true }, 'guid')).toEqual({ kind: 'none' });
    expect(shownImage({ image: upload, removeImage: false }, 'guid')).toEqual({ kind: 'upload', upload });
  });
});
