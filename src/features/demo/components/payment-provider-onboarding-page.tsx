import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BUSINESS_NAME_MAX, PAYMENT_PROVIDER_MESSAGES } from '@/lib/schemas/payment-provider-schemas';
import { SimulatedCallError } from '../api/demo-fetch';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { appHashAddress, sameOriginReturnUrl } from '../model/simulated-return';
import { demoBrowser } from './demo-browser';
import { SimulatedSite } from './simulated-site';

export const PAYMENT_PROVIDER_BRAND = 'Payment provider (simulated)';

const onboardingFormSchema = z.object({
  businessName: z
    .string()
    .trim()
    .min(1, PAYMENT_PROVIDER_MESSAGES.businessNameRequired)
    .max(BUSINESS_NAME_MAX, PAYMENT_PROVIDER_MESSAGES.businessNameTooLong),
  acceptedAgreement: z.boolean().refine((value) => value, PAYMENT_PROVIDER_MESSAGES.agreementRequired),
});
type OnboardingForm = z.infer<typeof onboardingFormSchema>;

/**
 * demo/payment-provider/onboarding?link= (demo build only): stands in for the card provider's
 * hosted onboarding. Submitting marks the account's details submitted (a mock-only call; the link
 * id is the credential) and sends the browser back to the address the app gave.
 */
export default function PaymentProviderOnboardingPage() {
  const [searchParams] = useSearchParams();
  const linkId = searchParams.get('link') ?? '';
  const complete = useCompleteOnboarding();
  const [problem, setProblem] = useState<string[] | null>(null);
  const [returning, setReturning] = useState(false);
  const { control, handleSubmit } = useForm<OnboardingForm>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: { businessName: '', acceptedAgreement: false },
  });
  const appReturn = appHashAddress(paths.paymentProviderTab, window.location.href);

  async function handleValid(values: OnboardingForm) {
    setProblem(null);
    try {
      const { returnUrl } = await complete.mutateAsync({ linkId, businessName: values.businessName, acceptedAgreement: true });
      setReturning(true);
      demoBrowser.replace(sameOriginReturnUrl(returnUrl, window.location.href) ?? appReturn);
    } catch (error) {
      setProblem(error instanceof SimulatedCallError && error.messages.length ? error.messages : ['The provider could not save your details. Please try again.']);
    }
  }

  return (
    <SimulatedSite brand={PAYMENT_PROVIDER_BRAND}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" gutterBottom>
          Set up card payments for {env.productName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          This page stands in for the card payment provider&apos;s onboarding. Nothing you enter here leaves the demo, and no
          real account is created.
        </Typography>
        {linkId ? null : (
          <Alert severity="error" sx={{ mt: 2 }}>
            {PAYMENT_PROVIDER_MESSAGES.linkInvalid}
          </Alert>
        )}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {problem.join('\n')}
          </Alert>
        ) : null}
        {linkId ? (
          <Box component="form" noValidate onSubmit={(event) => void handleSubmit(handleValid)(event)} aria-label="Business details" sx={{ mt: 1 }}>
            <FormTextField
              control={control}
              name="businessName"
              label="Legal business name"
              required
              autoComplete="organization"
              counterMax={BUSINESS_NAME_MAX}
            />
            <Controller
              control={control}
              name="acceptedAgreement"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} sx={{ mt: 1 }}>
                  <FormControlLabel
                    label="I accept the payment provider's services agreement (simulated)."
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                  />
                  {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              )}
            />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
              <Button type="submit" variant="contained" loading={complete.isPending || returning}>
                Submit details
              </Button>
            </Box>
          </Box>
        ) : null}
        <Typography sx={{ mt: 3 }}>
          <Link href={appReturn}>{linkId ? `Return to ${env.productName} without finishing` : `Return to ${env.productName}`}</Link>
        </Typography>
      </Paper>
    </SimulatedSite>
  );
}
