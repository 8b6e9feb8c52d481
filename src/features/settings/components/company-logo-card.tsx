import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { LOGO_UPLOADED, type CompanyLogo } from '@/lib/schemas/company-information-schemas';
import { useCompanyLogo } from '../api/company-logo-get';
import { useSaveCompanyLogo } from '../api/company-logo-save';
import { formatUploadSize } from '../model/company-information-uploads';
import { CompanyUploadCard } from './company-upload-card';

export interface CompanyLogoCardProps {
  logo: CompanyLogo | null;
  markedForDeletion: boolean;
  /** Marks the logo for deletion (applied on Save) or takes the mark back. */
  onMarkForDeletion: (marked: boolean) => void;
}

function LogoPreview({ logo, dimmed }: { logo: CompanyLogo; dimmed: boolean }) {
  const preview = useCompanyLogo(logo.uploadedAt);
  return (
    <Box
      sx={{
        height: 140,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        p: 1,
        opacity: dimmed ? 0.4 : 1,
      }}
    >
      {preview.data ? (
        <Box component="img" src={preview.data} alt="Company logo" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : preview.isError ? (
        <Typography variant="body2" color="text.secondary">
          The logo could not be shown.
        </Typography>
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" aria-label="Loading the logo" />
      )}
    </Box>
  );
}

/** The logo: upload (saved at once and shown), replace, and mark for deletion (deleted on Save). */
export function CompanyLogoCard({ logo, markedForDeletion, onMarkForDeletion }: CompanyLogoCardProps) {
  const saveLogo = useSaveCompanyLogo();
  return (
    <CompanyUploadCard
      kind="logo"
      uploaded={logo !== null}
      current={
        logo ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <LogoPreview logo={logo} dimmed={markedForDeletion} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {logo.fileName} ({formatUploadSize(logo.size)})
            </Typography>
            {markedForDeletion ? <Alert severity="warning">The logo will be deleted when you save.</Alert> : null}
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>No logo has been uploaded.</Typography>
        )
      }
      save={(file) => saveLogo.mutateAsync(file)}
      saving={saveLogo.isPending}
      uploadedMessage={LOGO_UPLOADED}
      onUploaded={() => onMarkForDeletion(false)}
      actionsAfter={
        logo ? (
          markedForDeletion ? (
            <Button startIcon={<UndoIcon />} onClick={() => onMarkForDeletion(false)}>
              Keep Logo
            </Button>
          ) : (
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => onMarkForDeletion(true)}>
              Delete Logo
            </Button>
          )
        ) : null
      }
    />
  );
}
