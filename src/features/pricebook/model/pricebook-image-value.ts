import {
  PRICEBOOK_IMAGE_MAX_BYTES,
  PRICEBOOK_IMAGE_TYPES,
  isPricebookImageName,
  pricebookMessages,
  type PricebookImageUpload,
} from '@/lib/schemas/pricebook-request-schemas';

/**
 * The image of an item, bundle or category being edited (spec 3 §3 image and removeImage, §4
 * "Image", §5 "Image upload"): a new upload, or the removal of the stored one, or neither.
 */
export interface PricebookImageValue {
  image: PricebookImageUpload | null;
  removeImage: boolean;
}

export const noImageChange: PricebookImageValue = { image: null, removeImage: false };

/** What is wrong with a chosen file: not a jpg, jpeg or png, or larger than 5 MB; `null` when it can be uploaded. */
export function pricebookImageProblem(file: { name: string; type: string; size: number }): string | null {
  const typeKnown = file.type === '' || (PRICEBOOK_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!isPricebookImageName(file.name) || !typeKnown) return pricebookMessages.imageType;
  if (file.size > PRICEBOOK_IMAGE_MAX_BYTES) return pricebookMessages.imageTooLarge;
  return null;
}

/** The content type to send: the file's, or the one its extension names when the browser gave none. */
export function pricebookImageContentType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  return file.name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/** An upload sets the image; in edit mode it also clears the removal flag (spec 3 §4). */
export function imageAfterUpload(upload: PricebookImageUpload): PricebookImageValue {
  return { image: upload, removeImage: false };
}

/** Remove Image clears the new image and, in edit mode with a stored image, sets the removal flag (spec 3 §4). */
export function imageAfterRemove(editing: boolean, storedGuid: string | null): PricebookImageValue {
  return { image: null, removeImage: editing && storedGuid !== null };
}

/** What the editor shows: the new upload, the stored image, or none. */
export type ShownImage = { kind: 'upload'; upload: PricebookImageUpload } | { kind: 'stored'; guid: string } | { kind: 'none' };

export function shownImage(value: PricebookImageValue, storedGuid: string | null): ShownImage {
  if (value.image) return { kind: 'upload', upload: value.image };
  if (storedGuid && !value.removeImage) return { kind: 'stored', guid: storedGuid };
  return { kind: 'none' };
}
