import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useCompanyInformation } from '../api/company-information-get';
import { CompanyInformationEditor } from './company-information-editor';

/** settings/company-information (administrators): the company details, logo and contract. */
export default function CompanyInformationPage() {
  const info = useCompanyInformation();
  if (info.isError) return <Alert severity="error">The company information could not be loaded. Please try again.</Alert>;
  if (!info.data) return <CircularProgress aria-label="Loading company information" />;
  return <CompanyInformationEditor info={info.data} />;
}
