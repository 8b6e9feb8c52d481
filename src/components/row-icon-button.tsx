import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from '@mui/material/styles';

/**
 * A small icon button for rows a list renders many of at once (a catalog page's favorites, expand
 * and quantity buttons): drawn as MUI's `IconButton size="small"` is, without its ripple and focus
 * machinery, so a page of rows mounts quickly. The focus ring is the app's one `:focus-visible`
 * outline; on phones and tablets it is a 44 px touch target, as the theme makes icon buttons.
 * Give it an `aria-label` and an icon child (`fontSize="small"`).
 */
const Button = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  boxSizing: 'border-box',
  margin: 0,
  padding: 5,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.action.active,
  fontSize: theme.typography.pxToRem(18),
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:disabled': { color: theme.palette.action.disabled, backgroundColor: 'transparent', cursor: 'default' },
  [theme.breakpoints.down('md')]: { minWidth: 44, minHeight: 44 },
}));

export const RowIconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function RowIconButton(props, ref) {
  return <Button ref={ref} type="button" {...props} />;
});
