import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';

export interface BlobImageProps {
  /** The image's bytes; `undefined` when they could not be loaded. */
  blob: Blob | undefined;
  /** The bytes are still loading. */
  pending: boolean;
  alt: string;
  /** Width over height of the box the picture fills while it loads and when it fails. */
  aspectRatio?: string;
  /** `cover` crops to fill (thumbnails), `contain` shows it whole (preview). */
  fit?: 'cover' | 'contain';
  /** CSS max-height of the picture, e.g. 60vh for the preview. */
  maxHeight?: string;
}

/**
 * An image fetched with the bearer token, shown through an object URL: a skeleton while it loads, a
 * placeholder when it could not be loaded. The URL is made when the <img> attaches and revoked when
 * it detaches or the bytes change, so none outlive the picture.
 */
export function BlobImage({ blob, pending, alt, aspectRatio = '4 / 3', fit = 'cover', maxHeight }: BlobImageProps) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (pending) {
    return <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio, maxHeight }} role="status" aria-label={`Loading ${alt}`} />;
  }
  if (!blob) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (unavailable)`}
        sx={{
          width: '100%',
          aspectRatio,
          maxHeight,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <BrokenImageOutlinedIcon aria-hidden />
        <Typography variant="caption" aria-hidden>
          Image unavailable
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      sx={{ display: 'block', width: '100%', aspectRatio, maxHeight, objectFit: fit, bgcolor: 'action.hover' }}
    />
  );
}
