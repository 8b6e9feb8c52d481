import { BlobImage, type BlobImageProps } from '@/components/blob-image';
import type { ImageSize } from '@/lib/schemas/storage-schemas';
import { useImage } from '../api/image-download';

export interface ImageBlobProps extends Omit<BlobImageProps, 'blob' | 'pending'> {
  context: string;
  size: ImageSize;
}

/** A stored image (the account's images and files), fetched with the bearer token. */
export function ImageBlob({ context, size, ...props }: ImageBlobProps) {
  const image = useImage(context, size);
  return <BlobImage blob={image.data} pending={image.isPending} {...props} />;
}
