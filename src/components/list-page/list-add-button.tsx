import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';

/** A list page's add action (Add Customer, Add Location, ...): full width on phones. */
export function ListAddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<Add />} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      {label}
    </Button>
  );
}
