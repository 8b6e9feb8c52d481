import { http, HttpResponse, type RequestHandler } from 'msw';
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
import type { StoredCompanyFile } from '../db/company-information-types';
import { getDb, updateDb } from '../db/store';
import type { MockDb } from '../db/types';
import { apiPath, notFound, readJson, requirePermission, requireUser, validationError } from './handler-utils';

/** The company information as the API answers it: the details, the contract's name and the logo's description. */
export function companyInformationAnswer(db: MockDb): CompanyInformation {
  const info = db.companyInfo;
  const logo = db.companyFiles.logo;
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
    contractFileName: db.companyFiles.contract?.fileName ?? null,
    logo: logo ? { fileName: logo.fileName, contentType: logo.contentType, size: logo.size, uploadedAt: logo.uploadedAt } : null,
  };
}

/** Every company information call is for administrators (the settings pages are theirs). */
function requireAdministrator(request: Request) {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return requirePermission(user, 'ADMINISTRATOR') ?? user;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

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
async function readUpload(request: Request, kind: CompanyUploadKind): Promise<StoredCompanyFile | Response> {
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
    fileName,
    contentType: companyFileContentTypes[content.format],
    size: bytes.length,
    uploadedAt: new Date().toISOString(),
    base64: bytesToBase64(bytes),
  };
}

const get = http.get(apiPath(endpoints.companyInformation.get), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(companyInformationAnswer(getDb()));
});

const insertOrUpdate = http.post(apiPath(endpoints.companyInformation.insertOrUpdate), async ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const parsed = companyInformationFormSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return validationError([
      ...new Set(
        parsed.error.issues.map((issue) =>
          issue.code === 'custom' ? issue.message : `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`,
        ),
      ),
    ]);
  }
  const details = trimCompanyInformationForm(parsed.data);
  const answer = updateDb((db) => {
    Object.assign(db.companyInfo, details);
    return companyInformationAnswer(db);
  });
  return HttpResponse.json(answer);
});

const getLogo = http.get(apiPath(endpoints.companyInformation.getLogo), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const logo = getDb().companyFiles.logo;
  return logo ? fileResponse(logo) : notFound(COMPANY_UPLOAD_MESSAGES.noLogo);
});

const saveLogo = http.post(apiPath(endpoints.companyInformation.saveLogo), async ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const upload = await readUpload(request, 'logo');
  if (upload instanceof Response) return upload;
  const answer = updateDb((db) => {
    db.companyFiles.logo = upload;
    return companyInformationAnswer(db);
  });
  return HttpResponse.json(answer);
});

const deleteLogo = http.delete(apiPath(endpoints.companyInformation.deleteLogo), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  // Deleting a logo that is already gone is not an error: the outcome is the same.
  const answer = updateDb((db) => {
    db.companyFiles.logo = null;
    return companyInformationAnswer(db);
  });
  return HttpResponse.json(answer);
});

const saveContract = http.post(apiPath(endpoints.companyInformation.saveContract), async ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const upload = await readUpload(request, 'contract');
  if (upload instanceof Response) return upload;
  const answer = updateDb((db) => {
    db.companyFiles.contract = upload;
    db.companyInfo.contractFileName = upload.fileName;
    return companyInformationAnswer(db);
  });
  return HttpResponse.json(answer);
});

const getContract = http.get(apiPath(endpoints.companyInformation.getContract), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const contract = getDb().companyFiles.contract;
  return contract ? fileResponse(contract) : notFound(COMPANY_UPLOAD_MESSAGES.noContract);
});

const deleteContract = http.delete(apiPath(endpoints.companyInformation.deleteContract), ({ request }) => {
  const user = requireAdministrator(request);
  if (user instanceof Response) return user;
  const answer = updateDb((db) => {
    db.companyFiles.contract = null;
    db.companyInfo.contractFileName = null;
    return companyInformationAnswer(db);
  });
  return HttpResponse.json(answer);
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
