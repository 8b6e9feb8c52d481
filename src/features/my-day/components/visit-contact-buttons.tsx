import Button from '@mui/material/Button';
import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { directionsUrl, primaryTelephone, telephoneHref } from '@/features/appointments';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

/** Directions to the service address and a call to the customer, when the visit has them. */
export function VisitContactButtons({ visit }: { visit: Visit }) {
  const directions = directionsUrl(visit.address);
  const telephone = primaryTelephone(visit.visitCustomer ?? visit.customer);
  return (
    <>
      {directions ? (
        <Button href={directions} target="_blank" rel="noopener noreferrer" size="small" variant="outlined" startIcon={<DirectionsOutlined />} aria-label={`${visitText.directions} to ${visit.title}`}>
          {visitText.directions}
        </Button>
      ) : null}
      {telephone ? (
        <Button href={telephoneHref(telephone.number)} size="small" variant="outlined" startIcon={<PhoneOutlined />} aria-label={`${visitText.call} ${telephone.number}`}>
          {telephone.number}
        </Button>
      ) : null}
    </>
  );
}
