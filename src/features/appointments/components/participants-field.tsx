import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PersonnelRef } from '@/lib/schemas/common-schemas';

export interface ParticipantsFieldProps {
  /** Personnel contexts. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** People already on the appointment, so their names show before the picklist loads (or when inactive). */
  known?: readonly PersonnelRef[];
  error?: string;
  disabled?: boolean;
}

interface Option {
  context: string;
  name: string;
  active: boolean;
}

/** Picks the people who attend from the Personnel picklist: active staff, plus anyone already chosen. */
export function ParticipantsField({ value, onChange, onBlur, known = [], error, disabled }: ParticipantsFieldProps) {
  const personnel = usePicklist('Personnel');
  const options = useMemo(() => {
    const items = personnel.data ?? [];
    const byContext = new Map<string, Option>();
    for (const item of activePicklistItems(items)) byContext.set(item.context, { context: item.context, name: item.text, active: true });
    for (const context of value) {
      if (byContext.has(context)) continue;
      const item = items.find((candidate) => candidate.context === context);
      const person = known.find((candidate) => candidate.context === context);
      byContext.set(context, { context, name: item?.text ?? person?.name ?? 'Unknown person', active: item?.active ?? false });
    }
    return [...byContext.values()];
  }, [personnel.data, value, known]);
  const selected = value.flatMap((context) => options.filter((option) => option.context === context));

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      loading={personnel.isPending}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => !option.active}
      isOptionEqualToValue={(option, chosen) => option.context === chosen.context}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.context))}
      onBlur={onBlur}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.active ? option.name : `${option.name} (inactive)`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Participants"
          error={Boolean(error)}
          helperText={error ?? 'The people who will attend; the appointment shows on their schedules.'}
        />
      )}
    />
  );
}
