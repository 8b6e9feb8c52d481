import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { formatDate, formatTime, localIsoDate } from '@/lib/format';
import { recurrenceFrequencies, weekDays, type RecurrenceFrequency, type WeekDay } from '@/lib/schemas/job-recurrence-schemas';
import { useCreateRecurrence } from '../api/job-recurrence';
import {
  defaultRecurrenceValues,
  occurrenceStarts,
  recurrenceProblems,
  recurrenceRuleFromValues,
  recurrenceRuleText,
  weekDayLabels,
  weekDayNames,
  type RecurrenceEnd,
} from '../model/recurrence-rule';

export const JOB_MADE_RECURRING = 'The recurring jobs were created.';
export const END_BEFORE_START = 'The end time must be after the start time.';

const formSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required.'),
    startTime: z.string(),
    endTime: z.string(),
    allDay: z.boolean(),
    frequency: z.enum(recurrenceFrequencies),
    interval: z.string(),
    weekDays: z.array(z.enum(weekDays)),
    end: z.enum(['count', 'until']),
    count: z.string(),
    until: z.string(),
  })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(recurrenceProblems(values, values.date))) context.addIssue({ code: 'custom', path: [path], message });
    if (!values.allDay && (!values.startTime || !values.endTime || values.endTime <= values.startTime)) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: END_BEFORE_START });
    }
  });
type FormValues = z.infer<typeof formSchema>;

function atTime(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = (time || '00:00').split(':').map(Number);
  return new Date(year!, month! - 1, date!, hours!, minutes!);
}

const units: Record<RecurrenceFrequency, string> = { Daily: 'day(s)', Weekly: 'week(s)', Monthly: 'month(s)', Yearly: 'year(s)' };

/** The rule in words and its first dates, as the values stand (nothing while they are invalid). */
function RulePreview({ control }: { control: Control<FormValues> }) {
  const values = useWatch({ control }) as FormValues;
  if (!values.date || Object.keys(recurrenceProblems(values, values.date)).length > 0) return null;
  const rule = recurrenceRuleFromValues(values);
  const first = atTime(values.date, values.allDay ? '00:00' : values.startTime);
  const starts = occurrenceStarts(rule, first, 5);
  return (
    <Box role="status" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>Repeats {recurrenceRuleText(rule, first)}</Typography>
      <Typography variant="body2" color="text.secondary">
        First: {starts.map((start) => (values.allDay ? formatDate(start) : `${formatDate(start)} ${formatTime(start)}`)).join(', ')}
        {starts.length === 5 ? '…' : ''}
      </Typography>
    </Box>
  );
}

export interface MakeRecurringDialogProps {
  open: boolean;
  jobContext: string;
  onClose: () => void;
}

function MakeRecurringForm({ jobContext, onClose }: Omit<MakeRecurringDialogProps, 'open'>) {
  const createRecurrence = useCreateRecurrence();
  const today = new Date();
  const rule = defaultRecurrenceValues(today);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { date: localIsoDate(today), startTime: '09:00', endTime: '10:00', allDay: false, ...rule },
  });
  const { control } = form;
  const frequency = useWatch({ control, name: 'frequency' });
  const allDay = useWatch({ control, name: 'allDay' });
  const end = useWatch({ control, name: 'end' });

  return (
    <EditorDialogForm
      form={form}
      submitLabel="Make Recurring"
      busy={createRecurrence.isPending}
      onSubmit={async (values) => {
        const start = atTime(values.date, values.allDay ? '00:00' : values.startTime);
        const finish = values.allDay ? atTime(values.date, '23:59') : atTime(values.date, values.endTime);
        await createRecurrence.mutateAsync({
          context: jobContext,
          rule: recurrenceRuleFromValues(values),
          startDate: start.toISOString(),
          endDate: finish.toISOString(),
          allDay: values.allDay,
          participantContexts: [],
        });
        toast.success(JOB_MADE_RECURRING);
        onClose();
      }}
    >
      <Typography variant="subtitle2" component="h3">
        First Appointment
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <FormTextField control={control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        {allDay ? null : (
          <>
            <FormTextField control={control} name="startTime" label="Start Time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={control} name="endTime" label="End Time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
          </>
        )}
      </Box>
      <Controller
        control={control}
        name="allDay"
        render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label="All Day" />}
      />
      <Typography variant="subtitle2" component="h3">
        Repeat
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormSelectField control={control} name="frequency" label="Repeats" options={recurrenceFrequencies} fullWidth />
        <FormTextField control={control} name="interval" label={`Every (${units[frequency]})`} inputMode="numeric" />
      </Box>
      {frequency === 'Weekly' ? (
        <Controller
          control={control}
          name="weekDays"
          render={({ field, fieldState }) => (
            <Box>
              <Typography variant="body2" color="text.secondary" id="recurrence-week-days">
                On
              </Typography>
              <ToggleButtonGroup
                aria-labelledby="recurrence-week-days"
                value={field.value}
                onChange={(_, days: WeekDay[]) => field.onChange(weekDays.filter((day) => days.includes(day)))}
                size="small"
                sx={{ flexWrap: 'wrap' }}
              >
                {weekDays.map((day) => (
                  <ToggleButton key={day} value={day} aria-label={weekDayNames[day]}>
                    {weekDayLabels[day]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Box>
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="end"
        render={({ field }) => (
          <RadioGroup aria-label="Ends" value={field.value} onChange={(event) => field.onChange(event.target.value as RecurrenceEnd)} row>
            <FormControlLabel value="count" control={<Radio />} label="Ends after a number of occurrences" />
            <FormControlLabel value="until" control={<Radio />} label="Ends on a date" />
          </RadioGroup>
        )}
      />
      {end === 'count' ? (
        <FormTextField control={control} name="count" label="Occurrences" inputMode="numeric" />
      ) : (
        <FormTextField control={control} name="until" label="End Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      )}
      <RulePreview control={control} />
    </EditorDialogForm>
  );
}

/**
 * Makes a saved job the first of a recurring chain (`JobRecurrence/Create`): its first appointment,
 * then a rule — daily, weekly on chosen days, monthly or yearly, every N, ending after a count or on
 * a date — worded and previewed as typed. This module (with rrule) loads when the dialog opens.
 */
export function MakeRecurringDialog({ open, jobContext, onClose }: MakeRecurringDialogProps) {
  return (
    <EditorDialog open={open} title="Make Recurring" onClose={onClose}>
      <MakeRecurringForm jobContext={jobContext} onClose={onClose} />
    </EditorDialog>
  );
}
