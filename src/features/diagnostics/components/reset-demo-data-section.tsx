import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { toast } from '@/components/toasts';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { resetDemoData } from '../api/reset-demo-data';

/** Demo builds: Reset demo data, asked first; afterwards the user signs in again. */
export function ResetDemoDataSection() {
  const reset = useConfirmedAction(async () => {
    try {
      await resetDemoData();
      toast.success('The demo data was reset. Sign in to continue.');
    } catch {
      toast.error('The demo data could not be reset.');
    }
  });

  return (
    <RecordViewSection title="Demo Data">
      <Typography>
        This demo keeps its data in this browser. Resetting puts back the demo company as it was first seeded: every change made since is lost, and everyone is signed out.
      </Typography>
      <Box>
        <Button variant="outlined" color="error" startIcon={<RestartAltOutlined />} onClick={reset.ask}>
          Reset Demo Data
        </Button>
      </Box>
      <ConfirmDialog
        {...reset.dialogProps}
        title="Reset demo data?"
        message="Every change made to the demo data is lost and you are signed out. This cannot be undone."
        confirmLabel="Reset Demo Data"
        destructive
      />
    </RecordViewSection>
  );
}
