import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useUserState } from '@/lib/auth/use-session';
import { buildNavigation, NavIcon } from '@/features/shell';

/** The dashboard: a greeting and a tile for every area the user may open. */
export default function DashboardPage() {
  const user = useUserState();
  const navigation = buildNavigation(user);
  // Day-to-day areas: the top links and the Work and Operations menus.
  const tiles = [
    ...navigation.links,
    ...navigation.groups
      .filter((group) => group.id === 'nav-work' || group.id === 'nav-operations')
      .flatMap((group) => group.items.filter((item) => item.type === 'link')),
  ];
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="p" sx={{ mb: 2 }}>
        Welcome back, {user.name.first}
      </Typography>
      <Box
        component="ul"
        aria-label="Your areas"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {tiles.map((tile) =>
          tile.type === 'link' ? (
            <li key={tile.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={tile.route} sx={{ p: 2, height: '100%', display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}>
                  <NavIcon name={tile.icon} color="primary" />
                  <Typography sx={{ fontWeight: 600 }}>{tile.text}</Typography>
                </CardActionArea>
              </Card>
            </li>
          ) : null,
        )}
      </Box>
    </Box>
  );
}
