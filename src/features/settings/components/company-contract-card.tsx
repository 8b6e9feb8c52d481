import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { whileBlocking } from '@/components/blocking-overlay';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { CONTRACT_DELETED, CONTRACT_UPLOADED } from '@/lib/schemas/company-information-schemas';
import { useDeleteCompanyContract } from '../api/company-contract-delete';
import { useGetCompanyContract } from '../api/company-contract-get';
import { useSaveCompanyContract } from '../api/company-contract-save';
import { CompanyUploadCard } from './company-upload-card';

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
  const saveContract = useSaveCompanyContract();
  const getContract = useGetCompanyContract();
  const deleteContract = useDeleteCompanyContract();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Kept after the delete so the closing dialog still names the file.
  const [askedName, setAskedName] = useState('');

  async function handleView(fileName: string) {
    try {
      openPdf(await whileBlocking(getContract.mutateAsync()), fileName);
    } catch {
      // The error catalogue has told the user why.
    }
  }

  function askToDelete(fileName: string) {
    setAskedName(fileName);
    setConfirmingDelete(true);
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
    <CompanyUploadCard
      kind="contract"
      uploaded={contractFileName !== null}
      current={
        contractFileName ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <PictureAsPdfOutlinedIcon color="action" aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{contractFileName}</Typography>
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>No contract has been uploaded.</Typography>
        )
      }
      save={(file) => saveContract.mutateAsync(file)}
      saving={saveContract.isPending}
      uploadedMessage={CONTRACT_UPLOADED}
      actionsBefore={
        contractFileName ? (
          <Button
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            loading={getContract.isPending}
            onClick={() => void handleView(contractFileName)}
          >
            View Contract
          </Button>
        ) : null
      }
      actionsAfter={
        contractFileName ? (
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => askToDelete(contractFileName)}>
            Delete Contract
          </Button>
        ) : null
      }
    >
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
    </CompanyUploadCard>
  );
}
