import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';

/** A list page's add action (Add Customer, Add Location, ...): a link to the add page, or a button opening an add dialog; full width on phones. */
export function ListAddButton({ to, onClick, label }: { to?: string; onClick?: () => void; label: string }) {
  const sx = { flex: { xs: '1 1 100%', sm: '0 0 auto' } };
  if (to === undefined) {
    return (
      <Button variant="contained" startIcon={<Add />} onClick={onClick} sx={sx}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<Add />} sx={sx}>
      {label}
    </Button>
  );
}
