import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';

export const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';

export default function UnauthorizedPage() {
  const { code } = useParams();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 6 }}>
      <Paper component="section" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <LockOutlined color="warning" fontSize="large" />
          <Typography variant="h1">Not Authorized</Typography>
        </Box>
        <Typography>{UNAUTHORIZED_MESSAGE}</Typography>
        {code ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Code: <Box component="code" sx={{ wordBreak: 'break-all' }}>{code}</Box>
          </Typography>
        ) : null}
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          Return to the Application
        </Button>
      </Paper>
    </Box>
  );
}
