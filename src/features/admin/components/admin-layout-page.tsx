import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { SectionNav } from '@/components/section-nav';
import { useCompactWidth } from '@/lib/use-compact-width';
import { activeAdminSection, adminSections } from '../model/admin-sections';

/** The administration area's frame: its sections' navigation (a select above the page on phones) and the section's page. */
export default function AdminLayoutPage() {
  const { pathname } = useLocation();
  const compact = useCompactWidth();
  return (
    <Box sx={{ display: 'flex', flexDirection: compact ? 'column' : 'row', alignItems: 'flex-start' }}>
      <Box sx={{ p: { xs: 2, md: 3 }, pr: compact ? undefined : 0, pb: compact ? 0 : undefined, width: compact ? '100%' : undefined }}>
        <SectionNav
          label="Administration"
          items={adminSections}
          active={activeAdminSection(pathname)}
          compact={compact}
          selectLabel="Administration section"
          selectId="admin-section"
        />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
