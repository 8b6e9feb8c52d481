import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { EmailHistoryItem } from '@/lib/schemas/email-history-schemas';
import { RESEND_MARKERS, resendMarkers, type ResendMarker } from '../model/resend-markers';

function MarkerIcon({ marker }: { marker: ResendMarker }) {
  const Icon = marker === RESEND_MARKERS.isResend ? ReplayOutlined : ForwardToInboxOutlined;
  return <Icon fontSize="small" color="primary" titleAccess={marker} />;
}

export interface ResendMarkersProps {
  email: Pick<EmailHistoryItem, 'hasParent' | 'hasChild'>;
  /** `icons` for the table column (the text in a tooltip and to screen readers), `chips` to show the text. */
  variant: 'icons' | 'chips';
}

/** "This email is a resend" and "Email has been resent" markers of one email. */
export function ResendMarkers({ email, variant }: ResendMarkersProps) {
  const markers = resendMarkers(email);
  if (markers.length === 0) return null;
  if (variant === 'chips') {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {markers.map((marker) => (
          <Chip
            key={marker}
            size="small"
            variant="outlined"
            color="primary"
            icon={marker === RESEND_MARKERS.isResend ? <ReplayOutlined /> : <ForwardToInboxOutlined />}
            label={marker}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5}>
      {markers.map((marker) => (
        <Tooltip key={marker} title={marker} describeChild>
          <span>
            <MarkerIcon marker={marker} />
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
