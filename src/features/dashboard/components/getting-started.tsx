import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { isAdministrator } from '@/lib/permissions';
import { useUserState } from '@/lib/auth/use-session';
import { useAuthenticationCheck } from '../api/check-authentication';

const cards = [
  {
    title: 'Company Information',
    text: 'Add your address, phone, email and logo. They appear on every proposal, work order and invoice you send.',
    action: 'Enter Company Information',
    route: paths.settingsCategory('company-information'),
  },
  {
    title: 'Card Processing',
    text: 'Let customers pay invoices by card. Link a payment account once and payouts go straight to your bank.',
    action: 'Set Up Card Processing',
    route: paths.settingsCategory('credit-card-payments'),
  },
  {
    title: 'Customers',
    text: 'Add the people and companies you work for, with their service addresses, phones and emails.',
    action: 'Add a Customer',
    route: paths.customersAdd,
  },
  {
    title: 'Jobs',
    text: 'Create a job for a customer, price it from your pricebook and send a proposal in minutes.',
    action: 'Create a Job',
    route: paths.jobsAdd,
  },
] as const;

export interface GettingStartedProps {
  onHide: () => void;
  hiding: boolean;
}

/** The first-run screen: set-up cards for administrators, and Hide This for everyone. */
export function GettingStarted({ onHide, hiding }: GettingStartedProps) {
  const user = useUserState();
  // Spec 1 §7: the authentication check is made when this screen shows.
  useAuthenticationCheck();
  const administrator = isAdministrator(user);
  return (
    <Box component="section" aria-labelledby="getting-started-heading">
      <Typography id="getting-started-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Getting Started
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>
        {administrator
          ? `Welcome to ${env.productName}, ${user.name.first}. A few steps set your company up to take calls, schedule work and get paid.`
          : `Welcome to ${env.productName}, ${user.name.first}. Your dashboard will show your customers, jobs, intake, tasks and schedule once you hide this screen.`}
      </Typography>
      {administrator ? (
        <Box component="ul" aria-label="Set-up steps" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {cards.map((card) => (
            <li key={card.title}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                    {card.title}
                  </Typography>
                  <Typography variant="body2">{card.text}</Typography>
                </CardContent>
                <CardActions>
                  <Button component={RouterLink} to={card.route} size="small">
                    {card.action}
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Box>
      ) : null}
      <Button variant="outlined" onClick={onHide} disabled={hiding}>
        Hide This
      </Button>
    </Box>
  );
}
