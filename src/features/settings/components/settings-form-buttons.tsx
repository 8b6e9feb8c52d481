import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SettingsFormButtonsProps {
  /** The form's id, when the buttons stand outside it. */
  form?: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  sx?: SxProps<Theme>;
}

/** Save (submits the form) and Discard Changes (while there are changes) of a settings form. */
export function SettingsFormButtons({ form, dirty, saving, onDiscard, sx }: SettingsFormButtonsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button type="submit" form={form} variant="contained" loading={saving}>
        Save
      </Button>
      <Button onClick={onDiscard} disabled={!dirty || saving}>
        Discard Changes
      </Button>
    </Stack>
  );
}
