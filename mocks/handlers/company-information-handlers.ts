import { HttpResponse, type RequestHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  COMPANY_UPLOAD_MESSAGES,
  companyFileContentTypes,
  companyInformationFormSchema,
  companyUploadContentProblem,
  companyUploadProblem,
  FILE_SIGNATURE_BYTES,
  trimCompanyInformationForm,
  UPLOAD_FILE_FIELD,
  type CompanyInformation,
  type CompanyUploadKind,
} from '../../src/lib/schemas/company-information-schemas';
import type { CompanyFileKind, StoredCompanyFile } from '../db/company-information-types';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { base64ToBytes, bytesToBase64 } from '../lib/base64';
import { notFound, validationError } from './handler-utils';
import { route } from './route';

/** The company information as the API answers it: the details, the contract's name and the logo's description. */
export function companyInformationAnswer(db: MockDb): CompanyInformation {
  const info = db.companyInfo.get();
  const logo = db.companyFiles.get('logo');
  return {
    companyName: info.companyName,
    street1: info.street1,
    street2: info.street2,
    city: info.city,
    state: info.state,
    postalCode: info.postalCode,
    telephone: info.telephone,
    fax: info.fax,
    email: info.email,
    brandColor: info.brandColor || null,
    contractFileName: db.companyFiles.get('contract')?.fileName ?? null,
    logo: logo ? { fileName: logo.fileName, contentType: logo.contentType, size: logo.size, uploadedAt: logo.uploadedAt } : null,
  };
}

/** Every company information call is for administrators (the settings pages are theirs). */
const ADMINISTRATOR = 'ADMINISTRATOR';

/** The name to store: the last path segment, without control characters, at most 255 characters. */
function storedFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127).join('').trim();
  return (cleaned || fallback).slice(-255);
}

function fileResponse(file: StoredCompanyFile): Response {
  const bytes = base64ToBytes(file.base64);
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new HttpResponse(bytes.buffer, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
}

/** The uploaded file of a multipart request, checked by name, size and content; or a 400 answer. */
async function readUpload(request: Request, kind: CompanyUploadKind & CompanyFileKind): Promise<StoredCompanyFile | Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return validationError([COMPANY_UPLOAD_MESSAGES.fileRequired]);
  }
  const file = form.get(UPLOAD_FILE_FIELD);
  if (file === null || typeof file === 'string') return validationError([COMPANY_UPLOAD_MESSAGES.fileRequired]);
  const fileName = storedFileName(file.name, kind === 'logo' ? 'logo.png' : 'contract.pdf');
  const problem = companyUploadProblem(kind, { name: fileName, size: file.size });
  if (problem) return validationError([problem]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = companyUploadContentProblem(kind, bytes.subarray(0, FILE_SIGNATURE_BYTES));
  if (content.problem !== null) return validationError([content.problem]);
  return {
    kind,
    fileName,
    contentType: companyFileContentTypes[content.format],
    size: bytes.length,
    uploadedAt: new Date().toISOString(),
    base64: bytesToBase64(bytes),
  };
}

const get = route('get', endpoints.companyInformation.get, { allow: ADMINISTRATOR }, () => companyInformationAnswer(getDb()));

const insertOrUpdate = route(
  'post',
  endpoints.companyInformation.insertOrUpdate,
  {
    allow: ADMINISTRATOR,
    body: companyInformationFormSchema,
    messages: (error) => [
      ...new Set(error.issues.map((issue) => (issue.code === 'custom' ? issue.message : `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`))),
    ],
  },
  ({ body }) => {
    const db = getDb();
    db.companyInfo.update(trimCompanyInformationForm(body));
    return companyInformationAnswer(db);
  },
);

const getLogo = route('get', endpoints.companyInformation.getLogo, { allow: ADMINISTRATOR }, () => {
  const logo = getDb().companyFiles.get('logo');
  return logo ? fileResponse(logo) : notFound(COMPANY_UPLOAD_MESSAGES.noLogo);
});

const saveLogo = route('post', endpoints.companyInformation.saveLogo, { allow: ADMINISTRATOR }, async ({ request }) => {
  const upload = await readUpload(request, 'logo');
  if (upload instanceof Response) return upload;
  const db = getDb();
  db.companyFiles.put(upload);
  return companyInformationAnswer(db);
});

// Deleting a logo that is already gone is not an error: the outcome is the same.
const deleteLogo = route('delete', endpoints.companyInformation.deleteLogo, { allow: ADMINISTRATOR }, () => {
  const db = getDb();
  db.companyFiles.remove('logo');
  return companyInformationAnswer(db);
});

const saveContract = route('post', endpoints.companyInformation.saveContract, { allow: ADMINISTRATOR }, async ({ request }) => {
  const upload = await readUpload(request, 'contract');
  if (upload instanceof Response) return upload;
  const db = getDb();
  db.companyFiles.put(upload);
  db.companyInfo.update({ contractFileName: upload.fileName });
  return companyInformationAnswer(db);
});

const getContract = route('get', endpoints.companyInformation.getContract, { allow: ADMINISTRATOR }, () => {
  const contract = getDb().companyFiles.get('contract');
  return contract ? fileResponse(contract) : notFound(COMPANY_UPLOAD_MESSAGES.noContract);
});

const deleteContract = route('delete', endpoints.companyInformation.deleteContract, { allow: ADMINISTRATOR }, () => {
  const db = getDb();
  db.companyFiles.remove('contract');
  db.companyInfo.update({ contractFileName: null });
  return companyInformationAnswer(db);
});

/** Mock handlers for the company-information calls. */
export const companyInformationHandlers: RequestHandler[] = [
  get,
  insertOrUpdate,
  getLogo,
  saveLogo,
  deleteLogo,
  saveContract,
  getContract,
  deleteContract,
];
