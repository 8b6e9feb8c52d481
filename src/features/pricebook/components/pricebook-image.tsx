import { styled } from '@mui/material/styles';
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

/** The picture's frame and the placeholder's box: plain styled elements (lists show a picture on every row). */
const Frame = styled('div')(({ theme }) => ({ borderRadius: theme.shape.borderRadius, overflow: 'hidden' }));
const Placeholder = styled('div')(({ theme }) => ({
  aspectRatio: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.text.disabled,
}));

/** An entry's picture, or a plain placeholder when it has none (not announced: the name says what it is). */
export function PricebookImage({ type, guid, name, size }: PricebookImageProps) {
  return (
    <Frame style={{ width: size ?? '100%', flex: size ? `0 0 ${size}px` : undefined }}>
      {guid ? (
        <StoredImage type={type} guid={guid} name={name} />
      ) : (
        <Placeholder aria-hidden>
          <ImageOutlined fontSize={size && size < 48 ? 'small' : 'large'} />
        </Placeholder>
      )}
    </Frame>
  );
}
