import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { addressLines, telephoneHref } from '@/components/contact-fields/contact-details';
import type { Address, Email, Telephone } from '@/lib/schemas/common-schemas';
import { primaryItem } from '../model/customer-ref';

export interface CustomerContactLinesProps {
  address?: Address | null;
  telephoneList: readonly Telephone[];
  emailList: readonly Email[];
  /** Say so when the customer has no telephone number or email address. */
  showMissing?: boolean;
}

const lineSx = { display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 } as const;
const iconSx = { fontSize: 18, mt: '2px', color: 'text.secondary', flex: '0 0 auto' } as const;

/** A customer's address, primary telephone number (tel: link) and primary email address (mailto: link). */
export function CustomerContactLines({ address, telephoneList, emailList, showMissing = false }: CustomerContactLinesProps) {
  const telephone = primaryItem(telephoneList);
  const email = primaryItem(emailList);
  const lines = address === undefined ? null : addressLines(address);
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      {lines === null ? null : (
        <Box sx={lineSx}>
          <PlaceOutlined sx={iconSx} aria-hidden />
          {lines.length > 0 ? (
            <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
              {lines.map((line, index) => (
                <Box component="span" key={index} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No address
            </Typography>
          )}
        </Box>
      )}
      {telephone ? (
        <Box sx={lineSx}>
          <PhoneOutlined sx={iconSx} aria-hidden />
          <Typography variant="body2" component="span">
            <Link href={telephoneHref(telephone.number)}>{telephone.number}</Link>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` ${telephone.telephoneType}`}
            </Box>
          </Typography>
        </Box>
      ) : showMissing ? (
        <Typography variant="body2" color="text.secondary">
          No telephone number
        </Typography>
      ) : null}
      {email ? (
        <Box sx={lineSx}>
          <EmailOutlined sx={iconSx} aria-hidden />
          <Typography variant="body2" component="span" sx={{ minWidth: 0 }}>
            <Link href={`mailto:${email.address}`} sx={{ overflowWrap: 'anywhere' }}>
              {email.address}
            </Link>
          </Typography>
        </Box>
      ) : showMissing ? (
        <Typography variant="body2" color="text.secondary">
          No email address
        </Typography>
      ) : null}
    </Box>
  );
}
