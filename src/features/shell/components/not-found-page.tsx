import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function NotFoundPage() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 6 }}>
      <Paper component="section" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Typography component="p" sx={{ fontSize: 64, fontWeight: 700, color: 'primary.main', lineHeight: 1.1 }}>
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          Page Not Found
        </Typography>
        <Typography sx={{ mt: 2 }} color="text.secondary">
          The address you opened does not match any page.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          Return to the Application
        </Button>
      </Paper>
    </Box>
  );
}
