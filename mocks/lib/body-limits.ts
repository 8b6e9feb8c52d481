import { endpoints, type EndpointPath } from '../../src/config/endpoints';
import { COMPANY_UPLOAD_MAX_BYTES } from '../../src/lib/schemas/company-information-schemas';
import { JOB_FILE_MAX_BYTES } from '../../src/lib/schemas/job-storage-schemas';
import { PRICEBOOK_IMAGE_MAX_BYTES } from '../../src/lib/schemas/pricebook-request-schemas';

/**
 * How large a request body the mock reads (the real API's limits): 1 MB by default; the uploads
 * take their largest file plus room for the multipart wrapping; an error log entry 16 KB. A larger
 * body is answered 413 without being read (the HTTP mock server stops reading at the limit).
 */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** An error report (`Logger/LogError`): message and stack together. */
export const LOG_ENTRY_LIMIT_BYTES = 16 * 1024;
/** Room for the multipart boundary, headers and form fields around an uploaded file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A pricebook save with its image (at most 5 MB) as base64 in JSON, plus the record's fields. */
const PRICEBOOK_SAVE_LIMIT_BYTES = Math.ceil((PRICEBOOK_IMAGE_MAX_BYTES * 4) / 3) + MULTIPART_OVERHEAD_BYTES;

const limits: Partial<Record<EndpointPath, number>> = {
  [endpoints.companyInformation.saveLogo]: COMPANY_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  [endpoints.companyInformation.saveContract]: COMPANY_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  [endpoints.logger.logError]: LOG_ENTRY_LIMIT_BYTES,
  // A job's image or file (at most 10 MB) travels as base64 in JSON: four characters per three bytes.
  [endpoints.jobStorage.upload]: Math.ceil((JOB_FILE_MAX_BYTES * 4) / 3) + MULTIPART_OVERHEAD_BYTES,
  [endpoints.resourceStorage.upload]: Math.ceil((JOB_FILE_MAX_BYTES * 4) / 3) + MULTIPART_OVERHEAD_BYTES,
  [endpoints.pricebookItem.create]: PRICEBOOK_SAVE_LIMIT_BYTES,
  [endpoints.pricebookItem.update]: PRICEBOOK_SAVE_LIMIT_BYTES,
  [endpoints.pricebookBundle.create]: PRICEBOOK_SAVE_LIMIT_BYTES,
  [endpoints.pricebookBundle.update]: PRICEBOOK_SAVE_LIMIT_BYTES,
  [endpoints.pricebookCategory.create]: PRICEBOOK_SAVE_LIMIT_BYTES,
  [endpoints.pricebookCategory.update]: PRICEBOOK_SAVE_LIMIT_BYTES,
  // Up to 10,000 ticked contexts, and on Apply the version the preview saw of each.
  [endpoints.bulk.preview]: 4 * DEFAULT_BODY_LIMIT_BYTES,
  [endpoints.bulk.apply]: 4 * DEFAULT_BODY_LIMIT_BYTES,
};

/** The body limit of an endpoint (`EndpointPath`, or the path after `/api/` of any request). */
export function bodyLimitOf(endpoint: string): number {
  return limits[endpoint as EndpointPath] ?? DEFAULT_BODY_LIMIT_BYTES;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The 413 answer's messages (a JSON array, as the 400s). */
export function bodyTooLargeMessages(endpoint: string): string[] {
  if (endpoint === endpoints.logger.logError) return [`An error report cannot be larger than ${sizeText(LOG_ENTRY_LIMIT_BYTES)}.`];
  return [`The request is too large: at most ${sizeText(bodyLimitOf(endpoint))} can be sent.`];
}

/**
 * The body size of a request when it is over `limit`, else `null`: from `Content-Length` when the
 * request carries it, else by reading a copy of the body.
 */
export async function oversizedBody(request: Request, limit: number): Promise<number | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return null;
  const declared = Number(request.headers.get('Content-Length'));
  if (request.headers.has('Content-Length') && Number.isFinite(declared)) return declared > limit ? declared : null;
  const size = (await request.clone().arrayBuffer()).byteLength;
  return size > limit ? size : null;
}
