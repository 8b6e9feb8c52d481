import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { whileBlocking } from '@/components/blocking-overlay';
import { FilePickerButton } from '@/components/file-picker-button';
import { toast } from '@/components/toasts';
import { companyUploadRules, type CompanyUploadKind } from '@/lib/schemas/company-information-schemas';
import { companyUploadMessage } from '../model/company-information-uploads';
import { SettingsCard } from './settings-card';

/** Each kind's heading (also the upload button's noun) and what the card says it is for. */
const uploadTexts: Record<CompanyUploadKind, { noun: string; description: string }> = {
  logo: { noun: 'Logo', description: 'Shown on your proposals, work orders and invoices. A .png or .jpg image, up to 10 MB.' },
  contract: { noun: 'Contract', description: 'Your service contract or terms and conditions. A .pdf file, up to 10 MB.' },
};

export interface CompanyUploadCardProps {
  kind: CompanyUploadKind;
  /** Whether a file is uploaded (the button says Replace). */
  uploaded: boolean;
  /** What is uploaded, or that nothing is. */
  current: ReactNode;
  /** Saves a chosen file that passed the checks. */
  save: (file: File) => Promise<unknown>;
  saving: boolean;
  uploadedMessage: string;
  onUploaded?: () => void;
  /** Buttons before and after the upload button. */
  actionsBefore?: ReactNode;
  actionsAfter?: ReactNode;
  children?: ReactNode;
}

/** A company file's card: what is uploaded, and upload or replace after the file's checks (saved at once). */
export function CompanyUploadCard({
  kind,
  uploaded,
  current,
  save,
  saving,
  uploadedMessage,
  onUploaded,
  actionsBefore,
  actionsAfter,
  children,
}: CompanyUploadCardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { noun, description } = uploadTexts[kind];

  async function handleFile(file: File) {
    const message = await companyUploadMessage(kind, file);
    setProblem(message);
    if (message) return;
    try {
      await whileBlocking(save(file));
      onUploaded?.();
      toast.success(uploadedMessage);
    } catch {
      // The error catalogue has told the user why.
    }
  }

  return (
    <SettingsCard heading={noun} description={description} after={children}>
      {current}
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actionsBefore}
        <FilePickerButton
          label={uploaded ? `Replace ${noun}` : `Upload ${noun}`}
          inputLabel={`${noun} file`}
          accept={companyUploadRules[kind].accept}
          startIcon={<UploadFileIcon />}
          loading={saving}
          onFile={(file) => void handleFile(file)}
        />
        {actionsAfter}
      </Stack>
    </SettingsCard>
  );
}
