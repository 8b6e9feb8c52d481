import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { COMPANY_NEWS_TITLE } from '../model/snapshots';
import { SnapshotCard } from './snapshot-card';

/** The company's announcement, as plain text with its line breaks. */
export function CompanyNewsSnapshot({ news }: { news: CompanyNews }) {
  return (
    <SnapshotCard title={COMPANY_NEWS_TITLE} scroll={false}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {news.newsTitle}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{news.newsText}</Typography>
      </Box>
    </SnapshotCard>
  );
}
