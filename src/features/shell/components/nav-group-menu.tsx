import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { NavGroup } from '../model/navigation';
import { NavIcon } from './nav-icon';

export interface NavGroupMenuProps {
  group: NavGroup;
}

export function NavGroupMenu({ group }: NavGroupMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-tour={group.id}
      >
        {group.text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {group.items.map((item) =>
          item.type === 'divider' ? (
            <Divider key={item.id} component="li" role="separator" />
          ) : (
            <MenuItem key={item.id} component={RouterLink} to={item.route} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <NavIcon name={item.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{item.text}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
