/** The longest side of a photo sent from a phone: enough to read a nameplate, a fraction of the camera's size. */
export const PHOTO_MAX_SIDE = 1600;

/** Width and height that fit `maxSide`, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A camera photo made smaller on the device before it is queued and uploaded: at most `maxSide`
 * pixels on its longest side, as JPEG. Where the browser cannot decode or draw it, the original.
 */
export async function downscaleImage(file: Blob, maxSide = PHOTO_MAX_SIDE, quality = 0.82): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height && file.type === 'image/jpeg') return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
