import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { useCan } from '@/lib/permissions';
import { documentPermissions } from '@/lib/permission-codes';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useJobWorkOrders } from '../api/job-work-orders';

interface Option {
  context: string;
  label: string;
}

export interface WorkOrdersFieldProps {
  jobContext: string | null;
  value: string[];
  onChange: (value: string[]) => void;
  /** The work orders already on the visit (their names show before the job's list loads). */
  known?: Appointment['workOrders'];
}

/**
 * The job's work orders done on this visit (issue 16; spec 2 §4): attaching one sets it Scheduled,
 * detaching it from its last visit sets it back to Pending. Complete and cancelled ones are not
 * offered unless already attached. Shown for a job's visit to users who may read work orders.
 */
export function WorkOrdersField({ jobContext, value, onChange, known = [] }: WorkOrdersFieldProps) {
  const canRead = useCan(documentPermissions.workOrder.read);
  const query = useJobWorkOrders(jobContext, { enabled: canRead });
  if (!jobContext || !canRead) return null;
  const options: Option[] = (query.data ?? [])
    .filter((workOrder) => value.includes(workOrder.context) || (workOrder.status !== 'Complete' && workOrder.status !== 'Cancelled'))
    .map((workOrder) => ({ context: workOrder.context, label: `Work Order #${workOrder.number} (${workOrder.status})` }));
  for (const attached of known) {
    const context = attached.workOrderIdentifier.context;
    if (!options.some((option) => option.context === context)) options.push({ context, label: attached.filename });
  }
  const selected = options.filter((option) => value.includes(option.context));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      loading={query.isPending}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.context))}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.context === chosen.context}
      noOptionsText="This job has no open work orders."
      renderOption={({ key, ...props }, option, { selected: checked }) => (
        <li key={key} {...props}>
          <Checkbox checked={checked} size="small" sx={{ mr: 1 }} tabIndex={-1} />
          {option.label}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Work Orders" helperText="Work orders done on this visit become Scheduled." />}
    />
  );
}
