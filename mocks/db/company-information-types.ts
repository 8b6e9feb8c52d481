export type CompanyFileKind = 'logo' | 'contract';

/** A file the company uploaded (logo or contract), its bytes kept base64-encoded. */
export interface StoredCompanyFile {
  kind: CompanyFileKind;
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** ISO date-time of the upload. */
  uploadedAt: string;
  base64: string;
}
