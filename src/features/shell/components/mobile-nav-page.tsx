import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { paths } from '@/config/paths';
import { APP_VERSION } from '@/config/version';
import { useUserState } from '@/lib/auth/use-session';
import { buildNavigation, type NavGroup } from '../model/navigation';
import { NavIcon } from './nav-icon';

/** Clicks on the weekday that open the log viewer. */
export const LOG_VIEWER_CLICK_COUNT = 3;

function NavGroupSection({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const listId = `${group.id}-list`;
  return (
    <>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId}>
        <ListItemText primary={group.text} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} disablePadding>
          {group.items.map((item) =>
            item.type === 'divider' ? null : (
              <ListItem key={item.id} disablePadding>
                <ListItemButton component={RouterLink} to={item.route} sx={{ pl: 4 }}>
                  <ListItemIcon>
                    <NavIcon name={item.icon} />
                  </ListItemIcon>
                  <ListItemText primary={item.text} />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Collapse>
    </>
  );
}

export default function MobileNavPage() {
  const user = useUserState();
  const navigate = useNavigate();
  const clicks = useRef(0);
  const navigation = buildNavigation(user);
  const today = new Date();
  const weekday = today.toLocaleDateString(undefined, { weekday: 'long' });
  const date = today.toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' });

  const handleWeekdayClick = () => {
    clicks.current += 1;
    if (clicks.current >= LOG_VIEWER_CLICK_COUNT) {
      clicks.current = 0;
      void navigate(paths.logViewer);
    }
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 2 }}>
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <ButtonBase onClick={handleWeekdayClick} aria-label={weekday} sx={{ borderRadius: 1, px: 1 }}>
          <Typography component="span" sx={{ fontSize: 40, fontWeight: 700, color: 'primary.main' }}>
            {weekday}
          </Typography>
        </ButtonBase>
        <Typography color="text.secondary">{date}</Typography>
      </Box>
      <Paper>
        <List component="nav" aria-label="All pages">
          {navigation.myDay ? (
            <ListItemButton component={RouterLink} to={navigation.myDay.route}>
              <ListItemIcon>
                <TodayOutlined />
              </ListItemIcon>
              <ListItemText primary={navigation.myDay.text} />
            </ListItemButton>
          ) : null}
          <ListItemButton component={RouterLink} to={paths.dashboard}>
            <ListItemIcon>
              <DashboardOutlined />
            </ListItemIcon>
            <ListItemText primary="Dashboard" />
          </ListItemButton>
          {navigation.links.map((link) => (
            <ListItemButton key={link.id} component={RouterLink} to={link.route}>
              <ListItemIcon>
                <NavIcon name={link.icon} />
              </ListItemIcon>
              <ListItemText primary={link.text} />
            </ListItemButton>
          ))}
          {navigation.groups.map((group) => (
            <NavGroupSection key={group.id} group={group} />
          ))}
        </List>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
        Version {APP_VERSION}
      </Typography>
    </Box>
  );
}
