import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { weatherEventTypes, weatherMessages, weatherTimesOfDay, type WeatherTimeOfDay } from '@/lib/schemas/schedule-schemas';
import { useCreateWeatherEvent } from '../api/weather-events';
import { parseLocalDate } from '../model/schedule-view';

/** The hour a weather event of each time of day is stored at (All Day: midnight). */
const hourOf: Record<WeatherTimeOfDay, number> = { 'All Day': 0, Morning: 8, Afternoon: 13, Evening: 18 };

const formSchema = z.object({
  type: z.string().refine((value) => (weatherEventTypes as readonly string[]).includes(value), weatherMessages.typeRequired),
  date: z.string().refine((value) => parseLocalDate(value) !== null, weatherMessages.dateTimeInvalid),
  timeOfDay: z.string().refine((value) => (weatherTimesOfDay as readonly string[]).includes(value), weatherMessages.timeOfDayRequired),
});
type FormValues = z.infer<typeof formSchema>;

export interface WeatherEventDialogProps {
  open: boolean;
  /** yyyy-MM-dd shown first. */
  date: string;
  onClose: () => void;
}

function WeatherEventForm({ date, onClose }: Omit<WeatherEventDialogProps, 'open'>) {
  const create = useCreateWeatherEvent();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { type: '', date, timeOfDay: 'All Day' } });
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Add"
      busy={create.isPending}
      onSubmit={async (values) => {
        const day = parseLocalDate(values.date)!;
        const timeOfDay = values.timeOfDay as WeatherTimeOfDay;
        day.setHours(hourOf[timeOfDay]);
        await create.mutateAsync({ type: values.type as (typeof weatherEventTypes)[number], dateTime: day.toISOString(), timeOfDay });
        toast.success(weatherMessages.created);
        onClose();
      }}
    >
      <FormSelectField control={form.control} name="type" label="Type" options={weatherEventTypes} required />
      <FormTextField control={form.control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormSelectField control={form.control} name="timeOfDay" label="Time of Day" options={weatherTimesOfDay} required />
    </EditorDialogForm>
  );
}

/** Add Weather Event: type, date and time of day (schedule create). */
export function WeatherEventDialog({ open, date, onClose }: WeatherEventDialogProps) {
  return (
    <EditorDialog open={open} title="Add Weather Event" onClose={onClose} maxWidth="xs">
      <WeatherEventForm date={date} onClose={onClose} />
    </EditorDialog>
  );
}
