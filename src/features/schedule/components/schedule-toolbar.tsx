import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { ALL_LABEL, ASSIGNED_TO_ME_LABEL, scheduleViewLabels, scheduleViews, type ScheduleView, type ScheduleWho } from '../model/schedule-view';

export interface ScheduleToolbarProps {
  label: string;
  date: string;
  view: ScheduleView;
  who: ScheduleWho;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onDate: (date: string) => void;
  onView: (view: ScheduleView) => void;
  onWho: (who: ScheduleWho) => void;
  /** Add Weather Event (schedule create). */
  onAddWeather?: () => void;
}

/** The schedule's controls: Today, previous and next, a date, the view and whose appointments. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { view } = props;
  const unit = view === 'week' ? 'Week' : view === 'month' ? 'Month' : 'Day';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button variant="outlined" onClick={props.onToday}>
          Today
        </Button>
        <Tooltip title={`Previous ${unit.toLowerCase()}`} describeChild>
          <IconButton aria-label="Previous" onClick={() => props.onStep(-1)}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Tooltip title={`Next ${unit.toLowerCase()}`} describeChild>
          <IconButton aria-label="Next" onClick={() => props.onStep(1)}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ flexGrow: 1, minWidth: { xs: '100%', sm: 0 }, order: { xs: -1, sm: 0 } }}>
        {props.label}
      </Typography>
      <TextField
        type="date"
        size="small"
        label="Go to date"
        value={props.date}
        onChange={(event) => {
          if (event.target.value) props.onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label="Calendar view"
        onChange={(_event, next: ScheduleView | null) => next && props.onView(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {scheduleViews.map((option) => (
          <ToggleButton key={option} value={option}>
            {scheduleViewLabels[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={props.who} aria-label="Whose appointments" onChange={(_event, next: ScheduleWho | null) => next && props.onWho(next)}>
        <ToggleButton value="all">{ALL_LABEL}</ToggleButton>
        <ToggleButton value="me">{ASSIGNED_TO_ME_LABEL}</ToggleButton>
      </ToggleButtonGroup>
      {props.onAddWeather ? (
        <Button variant="text" onClick={props.onAddWeather}>
          Add Weather Event
        </Button>
      ) : null}
    </Box>
  );
}
