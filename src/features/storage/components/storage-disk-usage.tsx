import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAccountStorage } from '../api/storage-account';
import { diskUsageText, formatUsagePercent, usageBarValue } from '../model/storage-display';

/** Disk Usage: "{usage} of {capacity} used" over a bar of the share used. */
export function StorageDiskUsage() {
  const headingId = useId();
  const storage = useAccountStorage();
  const data = storage.data;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Disk Usage
      </Typography>
      {data ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography>{diskUsageText(data)}</Typography>
            <Typography variant="body2" color="text.secondary" aria-hidden>
              {formatUsagePercent(data.usagePercentage)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={usageBarValue(data.usagePercentage)}
            aria-label="Disk usage"
            aria-valuetext={`${formatUsagePercent(data.usagePercentage)} used`}
            color={data.usagePercentage >= 90 ? 'error' : data.usagePercentage >= 75 ? 'warning' : 'primary'}
            sx={{ mt: 1, height: 10, borderRadius: 5 }}
          />
        </>
      ) : (
        <>
          <Skeleton width="14rem" aria-label="Loading disk usage" />
          <Skeleton variant="rectangular" height={10} sx={{ mt: 1, borderRadius: 5 }} />
        </>
      )}
    </Box>
  );
}
