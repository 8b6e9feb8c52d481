import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { TaskRecord } from '@/lib/schemas/task-schemas';

export type TaskLinks = Pick<TaskRecord, 'job' | 'intake' | 'customer'>;

/** What the task belongs to, each a link to its page: "Job: …", "Intake: …", "Customer: …"; or None. */
export function TaskLinkList({ links }: { links: TaskLinks }) {
  const items = [
    links.job ? { label: 'Job', text: links.job.name, to: paths.jobsView(links.job.context) } : null,
    links.intake ? { label: 'Intake', text: links.intake.description, to: paths.intakeView(links.intake.context) } : null,
    links.customer ? { label: 'Customer', text: links.customer.customerName, to: paths.customersView(links.customer.context) } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return <>None</>;
  return (
    <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Typography key={item.label} component="span">
          {`${item.label}: `}
          <Link component={RouterLink} to={item.to} sx={{ overflowWrap: 'anywhere' }}>
            {item.text || `(untitled ${item.label.toLowerCase()})`}
          </Link>
        </Typography>
      ))}
    </Box>
  );
}
