import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { whileBlocking } from '@/components/blocking-overlay';
import { toast } from '@/components/toasts';
import { companyUploadRules, LOGO_UPLOADED, type CompanyLogo } from '@/lib/schemas/company-information-schemas';
import { useCompanyLogo } from '../api/company-logo-get';
import { useSaveCompanyLogo } from '../api/company-logo-save';
import { companyUploadMessage, formatUploadSize } from '../model/company-information-uploads';
import { CompanyInformationFileButton } from './company-information-file-button';

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
  const headingId = useId();
  const saveLogo = useSaveCompanyLogo();
  const [problem, setProblem] = useState<string | null>(null);

  async function handleFile(file: File) {
    const message = await companyUploadMessage('logo', file);
    setProblem(message);
    if (message) return;
    try {
      await whileBlocking(saveLogo.mutateAsync(file));
      onMarkForDeletion(false);
      toast.success(LOGO_UPLOADED);
    } catch {
      // The error catalogue has told the user why.
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Logo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shown on your proposals, work orders and invoices. A .png or .jpg image, up to 10 MB.
        </Typography>
        {logo ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <LogoPreview logo={logo} dimmed={markedForDeletion} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {logo.fileName} ({formatUploadSize(logo.size)})
            </Typography>
            {markedForDeletion ? (
              <Alert severity="warning">The logo will be deleted when you save.</Alert>
            ) : null}
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>No logo has been uploaded.</Typography>
        )}
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CompanyInformationFileButton
            label={logo ? 'Replace Logo' : 'Upload Logo'}
            inputLabel="Logo file"
            accept={companyUploadRules.logo.accept}
            startIcon={<UploadFileIcon />}
            loading={saveLogo.isPending}
            onFile={(file) => void handleFile(file)}
          />
          {logo && !markedForDeletion ? (
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => onMarkForDeletion(true)}>
              Delete Logo
            </Button>
          ) : null}
          {logo && markedForDeletion ? (
            <Button startIcon={<UndoIcon />} onClick={() => onMarkForDeletion(false)}>
              Keep Logo
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
