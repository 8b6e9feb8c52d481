import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { checkedOptions, isLastCheckedOption, toggleMultiSelectValue } from '../model/multi-select-value';
import { preferenceMessages } from '../model/preference-messages';

export interface CheckboxGroupProps {
  id: string;
  label: string;
  description: string;
  /** Checked options joined by semicolons. */
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

/** A multi-select preference: one checkbox per option; the last checked option cannot be unchecked. */
export function CheckboxGroup({ id, label, description, value, options, onChange }: CheckboxGroupProps) {
  const checked = checkedOptions(value, options);
  const descriptionId = `${id}-description`;
  const lockedId = `${id}-locked`;
  const locked = checked.length === 1;
  return (
    <FormControl component="fieldset" id={id} aria-describedby={description ? descriptionId : undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {options.map((option) => {
          const isChecked = checked.includes(option);
          const isLocked = isLastCheckedOption(checked, option);
          return (
            <FormControlLabel
              key={option}
              label={option}
              control={
                <Checkbox
                  checked={isChecked}
                  disabled={isLocked}
                  onChange={(event) => {
                    const next = toggleMultiSelectValue(value, options, option, event.target.checked);
                    if (next !== null) onChange(next);
                  }}
                  slotProps={{ input: isLocked ? { 'aria-describedby': lockedId } : {} }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {description ? <FormHelperText id={descriptionId}>{description}</FormHelperText> : null}
      {locked ? <FormHelperText id={lockedId}>{preferenceMessages.lastOptionLocked}</FormHelperText> : null}
    </FormControl>
  );
}
