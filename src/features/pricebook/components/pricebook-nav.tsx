import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { paths } from '@/config/paths';
import { pricebookSections, type PricebookSectionId } from '../model/pricebook-sections';

const icons: Record<PricebookSectionId, typeof CategoryOutlined> = {
  bundles: WorkspacesOutlined,
  categories: CategoryOutlined,
  items: Inventory2Outlined,
  vendors: LocalShippingOutlined,
};

/**
 * The pricebook's left navigation (spec 3 §2): Bundles, Categories, Products/Services, Vendors. A
 * column beside the list on desktop; a row that scrolls sideways above it on phones.
 */
export function PricebookNav({ current }: { current: PricebookSectionId }) {
  return (
    <Box component="nav" aria-label="Pricebook" sx={{ flex: { md: '0 0 220px' }, borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' } }}>
      <List dense sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, py: { xs: 0, md: 1 } }}>
        {pricebookSections.map((section) => {
          const Icon = icons[section.id];
          const selected = section.id === current;
          return (
            <ListItem key={section.id} disablePadding sx={{ flex: { xs: '0 0 auto', md: 'initial' }, width: { xs: 'auto', md: '100%' } }}>
              <ListItemButton
                component={RouterLink}
                to={`${paths.pricebook}?section=${section.id}`}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{ whiteSpace: 'nowrap' }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
