import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { paths } from '@/config/paths';
import { useUserState } from '@/lib/auth/use-session';
import { signOut } from '@/lib/auth/sign-out';

// The dialogs (and their forms) load when first opened, not with every signed-in page.
const ChangePasswordDialog = lazy(() => import('@/features/account').then((module) => ({ default: module.ChangePasswordDialog })));
const FeedbackDialog = lazy(() => import('@/features/feedback').then((module) => ({ default: module.FeedbackDialog })));

type UserMenuDialog = 'change-password' | 'feedback';

/** A menu item that does something here (the menu list may hand it focus props, passed on). */
function UserMenuAction({ icon, text, ...props }: MenuItemProps & { icon: ReactNode; text: string }) {
  return (
    <MenuItem {...props}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{text}</ListItemText>
    </MenuItem>
  );
}

export function UserMenu() {
  const user = useUserState();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  // A dialog belongs to the page it was opened on: any navigation (e.g. to the error page) closes it.
  const [opened, setOpened] = useState<{ dialog: UserMenuDialog; locationKey: string } | null>(null);
  // Once opened, a dialog stays mounted so that closing it plays its exit transition.
  const [mounted, setMounted] = useState<ReadonlySet<UserMenuDialog>>(new Set());
  const dialog = opened?.locationKey === location.key ? opened.dialog : null;
  const setDialog = (next: UserMenuDialog | null) => {
    if (next && !mounted.has(next)) setMounted(new Set(mounted).add(next));
    setOpened(next ? { dialog: next, locationKey: location.key } : null);
  };
  const menuId = useId();
  const open = Boolean(anchor);
  const initials = `${user.name.first.charAt(0)}${user.name.last.charAt(0)}`.toUpperCase();

  const close = () => setAnchor(null);
  /** A menu choice: the menu closes, then the choice runs. */
  const choose = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <IconButton
        aria-label="User menu"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-tour="nav-user"
        sx={{ ml: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>{initials}</Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box component="li" role="none" sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {user.name.first} {user.name.last}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.username}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.role.name}
          </Typography>
        </Box>
        <Divider component="li" role="separator" />
        <MenuItem component={RouterLink} to={paths.settings} onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Settings</ListItemText>
        </MenuItem>
        <UserMenuAction icon={<KeyOutlined fontSize="small" />} text="Change Password" onClick={choose(() => setDialog('change-password'))} />
        <UserMenuAction icon={<FeedbackOutlined fontSize="small" />} text="Submit Feedback" onClick={choose(() => setDialog('feedback'))} />
        <UserMenuAction
          icon={<LogoutOutlined fontSize="small" />}
          text="Logout"
          onClick={choose(() => {
            signOut('user');
            void navigate(paths.login, { replace: true });
          })}
        />
      </Menu>
      <Suspense fallback={null}>
        {mounted.has('change-password') ? <ChangePasswordDialog open={dialog === 'change-password'} onClose={() => setDialog(null)} /> : null}
        {mounted.has('feedback') ? <FeedbackDialog open={dialog === 'feedback'} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
