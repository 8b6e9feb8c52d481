import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { myDayText } from '../model/my-day-messages';

/** How far (px) a pull from the top must go before letting go refreshes. */
export const PULL_THRESHOLD = 70;

/**
 * Pull-to-refresh on touch screens: dragging down from the top of the page shows "Pull to refresh",
 * then "Release to refresh"; letting go past the threshold calls `onRefresh`. (The Refresh button
 * does the same for everyone else.)
 */
export function PullToRefresh({ onRefresh, refreshing, children }: { onRefresh: () => void; refreshing: boolean; children: ReactNode }) {
  const startY = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const onTouchStart = (event: TouchEvent) => {
    startY.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const distance = (event.touches[0]?.clientY ?? startY.current) - startY.current;
    setPull(distance > 0 ? Math.min(distance, PULL_THRESHOLD * 1.5) : 0);
  };
  const onTouchEnd = () => {
    if (pull >= PULL_THRESHOLD) onRefresh();
    startY.current = null;
    setPull(0);
  };
  const text = refreshing ? myDayText.refreshing : pull >= PULL_THRESHOLD ? myDayText.releaseToRefresh : myDayText.pullToRefresh;
  return (
    <Box onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {pull > 0 || refreshing ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', height: refreshing ? 'auto' : pull / 2, overflow: 'hidden' }}>
          {text}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
