import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FilterSelect } from '@/components/list-page/filter-select';
import { groupingLabels, periodPresetLabels, type PeriodGrouping, type PeriodPreset } from '@/lib/reports/report-periods';
import { reportMessages } from '@/lib/schemas/report-schemas';
import { FROM_PARAM, GROUP_PARAM, PERIOD_PARAM, periodPresets, TO_PARAM, type ReportPeriod } from '../model/report-filters';

const presetOptions = periodPresets.map((preset) => ({ value: preset, label: periodPresetLabels[preset] }));
const groupingOptions = (['day', 'week', 'month'] as const).map((grouping) => ({ value: grouping, label: groupingLabels[grouping] }));

export interface PeriodFilterProps {
  period: ReportPeriod;
  /** Sets address parameters ('' or null removes one). */
  update: (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;
  /** The Group By select (the financial report). */
  grouping?: PeriodGrouping;
}

/**
 * The report period of a filter bar: Period (This Month, Last Month, This Quarter, This Year,
 * Custom) and the From and To days it covers; changing a day makes the period Custom.
 */
export function PeriodFilter({ period, update, grouping }: PeriodFilterProps) {
  const choosePreset = (value: string) =>
    update(value === 'custom' ? { [PERIOD_PARAM]: value, [FROM_PARAM]: period.from, [TO_PARAM]: period.to } : { [PERIOD_PARAM]: value, [FROM_PARAM]: null, [TO_PARAM]: null });
  const changeDay = (name: typeof FROM_PARAM | typeof TO_PARAM, value: string) =>
    update({ [PERIOD_PARAM]: 'custom', [FROM_PARAM]: period.from, [TO_PARAM]: period.to, [name]: value }, { replace: period.preset === 'custom' });
  const fromError = period.error === reportMessages.dateInvalid && !/^\d{4}-\d{2}-\d{2}$/.test(period.from) ? period.error : undefined;
  const toError = period.error && !fromError ? period.error : undefined;
  const day = (label: string, name: typeof FROM_PARAM | typeof TO_PARAM, value: string, error: string | undefined) => (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => changeDay(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
    />
  );
  return (
    <>
      <FilterSelect label="Period" value={period.preset} options={presetOptions} onChange={(value) => choosePreset(value as PeriodPreset)} />
      <Box role="group" aria-label="Dates" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {day('From', FROM_PARAM, period.from, fromError)}
        {day('To', TO_PARAM, period.to, toError)}
      </Box>
      {grouping ? <FilterSelect label="Group By" value={grouping} options={groupingOptions} onChange={(value) => update({ [GROUP_PARAM]: value })} minWidth={120} /> : null}
    </>
  );
}
