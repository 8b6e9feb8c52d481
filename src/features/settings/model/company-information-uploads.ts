import {
  companyUploadContentProblem,
  companyUploadProblem,
  FILE_SIGNATURE_BYTES,
  type CompanyUploadKind,
} from '@/lib/schemas/company-information-schemas';

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
}

/**
 * Checks a chosen logo or contract before it is uploaded: extension, size (non-empty, at most 10 MB)
 * and that its content is what the extension says. Answers the message to show, or `null`.
 */
export async function companyUploadMessage(kind: CompanyUploadKind, file: Blob & { name: string }): Promise<string | null> {
  const problem = companyUploadProblem(kind, file);
  if (problem) return problem;
  return companyUploadContentProblem(kind, await readHead(file)).problem;
}

/** A file size for people: bytes, KB or MB with one decimal. */
export function formatUploadSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
