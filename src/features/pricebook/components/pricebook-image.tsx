import Box from '@mui/material/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { BlobImage } from '@/components/blob-image';
import type { PricebookImageOwner } from '../api/pricebook-keys';
import { usePricebookImage } from '../api/pricebook-image';

export interface PricebookImageProps {
  type: PricebookImageOwner;
  guid: string | null;
  /** The entry's name: the picture is "<name> image". */
  name: string;
  /** Thumbnail side in px (a table cell); without it the picture fills its box (a grid card). */
  size?: number;
}

function StoredImage({ type, guid, name }: { type: PricebookImageOwner; guid: string; name: string }) {
  const image = usePricebookImage(type, guid);
  return <BlobImage blob={image.data} pending={image.isPending} alt={`${name} image`} aspectRatio="1 / 1" />;
}

/** An entry's picture, or a plain placeholder when it has none (not announced: the name says what it is). */
export function PricebookImage({ type, guid, name, size }: PricebookImageProps) {
  return (
    <Box sx={{ width: size ?? '100%', flex: size ? `0 0 ${size}px` : undefined, borderRadius: 1, overflow: 'hidden' }}>
      {guid ? (
        <StoredImage type={type} guid={guid} name={name} />
      ) : (
        <Box aria-hidden sx={{ aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
          <ImageOutlined fontSize={size && size < 48 ? 'small' : 'large'} />
        </Box>
      )}
    </Box>
  );
}
