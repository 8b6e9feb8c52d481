import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { whileBlocking } from '@/components/blocking-overlay';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { companyUploadRules, CONTRACT_DELETED, CONTRACT_UPLOADED } from '@/lib/schemas/company-information-schemas';
import { useDeleteCompanyContract } from '../api/company-contract-delete';
import { useGetCompanyContract } from '../api/company-contract-get';
import { useSaveCompanyContract } from '../api/company-contract-save';
import { companyUploadMessage } from '../model/company-information-uploads';
import { CompanyInformationFileButton } from './company-information-file-button';

export interface CompanyContractCardProps {
  contractFileName: string | null;
}

/** Opens the PDF in a new tab; where the browser blocks that, downloads it instead. */
function openPdf(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The new tab has loaded the document well before this.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The contract: upload or replace (saved at once), view, and delete after a confirmation. */
export function CompanyContractCard({ contractFileName }: CompanyContractCardProps) {
  const headingId = useId();
  const saveContract = useSaveCompanyContract();
  const getContract = useGetCompanyContract();
  const deleteContract = useDeleteCompanyContract();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Kept after the delete so the closing dialog still names the file.
  const [askedName, setAskedName] = useState('');

  async function handleFile(file: File) {
    const message = await companyUploadMessage('contract', file);
    setProblem(message);
    if (message) return;
    try {
      await whileBlocking(saveContract.mutateAsync(file));
      toast.success(CONTRACT_UPLOADED);
    } catch {
      // The error catalogue has told the user why.
    }
  }

  async function handleView(fileName: string) {
    try {
      openPdf(await whileBlocking(getContract.mutateAsync()), fileName);
    } catch {
      // The error catalogue has told the user why.
    }
  }

  async function handleDelete() {
    try {
      await deleteContract.mutateAsync();
      toast.success(CONTRACT_DELETED);
    } catch {
      // The error catalogue has told the user why.
    }
    setConfirmingDelete(false);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Contract
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your service contract or terms and conditions. A .pdf file, up to 10 MB.
        </Typography>
        {contractFileName ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <PictureAsPdfOutlinedIcon color="action" aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{contractFileName}</Typography>
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>No contract has been uploaded.</Typography>
        )}
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {contractFileName ? (
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlinedIcon />}
              loading={getContract.isPending}
              onClick={() => void handleView(contractFileName)}
            >
              View Contract
            </Button>
          ) : null}
          <CompanyInformationFileButton
            label={contractFileName ? 'Replace Contract' : 'Upload Contract'}
            inputLabel="Contract file"
            accept={companyUploadRules.contract.accept}
            startIcon={<UploadFileIcon />}
            loading={saveContract.isPending}
            onFile={(file) => void handleFile(file)}
          />
          {contractFileName ? (
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => {
                setAskedName(contractFileName);
                setConfirmingDelete(true);
              }}>
              Delete Contract
            </Button>
          ) : null}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Contract?"
        message={`The contract ${askedName} will be deleted. This cannot be undone.`}
        confirmLabel="Delete Contract"
        destructive
        busy={deleteContract.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Card>
  );
}
