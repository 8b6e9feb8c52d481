import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntake } from '../api/get-intake';
import { IntakeEditor } from './intake-editor';

/** The intake editor (INTAKE_U). Appointment events refresh the record; the editor follows its status. */
export default function IntakeEditPage() {
  const { context = '' } = useParams();
  const intake = useIntake(context, { refetchOnWindowFocus: false });
  if (!intake.data) return <LinearProgress aria-label="Loading intake record" />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, pb: { xs: 0, md: 0 } }}>
      <IntakeEditor
        key={intake.data.context}
        record={intake.data}
        reload={async () => (await intake.refetch()).data}
      />
    </Box>
  );
}
