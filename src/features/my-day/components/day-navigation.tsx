import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Refresh from '@mui/icons-material/Refresh';
import { localIsoDate } from '@/lib/format';
import { dayHeading, shiftDay } from '../model/my-day-date';
import { myDayText } from '../model/my-day-messages';

export interface DayNavigationProps {
  date: string;
  onDate: (date: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** The day shown, with Yesterday, Today and Tomorrow, the day before and after it, and Refresh. */
export function DayNavigation({ date, onDate, onRefresh, refreshing }: DayNavigationProps) {
  const today = localIsoDate();
  const jumps = [
    { label: myDayText.yesterday, day: shiftDay(today, -1) },
    { label: myDayText.today, day: today },
    { label: myDayText.tomorrow, day: shiftDay(today, 1) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={myDayText.previousDay} title={myDayText.previousDay} onClick={() => onDate(shiftDay(date, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ fontWeight: 600, textAlign: 'center', flex: '1 1 auto', minWidth: 0 }}>
          {dayHeading(date)}
        </Typography>
        <IconButton aria-label={myDayText.nextDay} title={myDayText.nextDay} onClick={() => onDate(shiftDay(date, 1))}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box role="group" aria-label="Day" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {jumps.map((jump) => (
          <Button key={jump.label} size="small" variant={jump.day === date ? 'contained' : 'outlined'} aria-pressed={jump.day === date} onClick={() => onDate(jump.day)}>
            {jump.label}
          </Button>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label={myDayText.refresh} title={myDayText.refresh} onClick={onRefresh} disabled={refreshing}>
          <Refresh />
        </IconButton>
      </Box>
    </Box>
  );
}
