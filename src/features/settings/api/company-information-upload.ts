import { api } from '@/lib/api-client/api-client';
import type { EndpointPath } from '@/config/endpoints';
import { companyInformationSchema, UPLOAD_FILE_FIELD, type CompanyInformation } from '@/lib/schemas/company-information-schemas';

/** Posts one file as multipart form data (field `file`) and parses the company information answered. */
export async function uploadCompanyFile(endpoint: EndpointPath, file: File): Promise<CompanyInformation> {
  const body = new FormData();
  body.append(UPLOAD_FILE_FIELD, file, file.name);
  // The multipart type makes axios send the form as is; the browser adds the boundary.
  const response = await api.post(endpoint, body, { headers: { 'Content-Type': 'multipart/form-data' } });
  return companyInformationSchema.parse(response.data);
}
