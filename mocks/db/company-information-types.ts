/** A file the company uploaded (logo or contract), its bytes kept base64-encoded so the db stays plain JSON. */
export interface StoredCompanyFile {
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** ISO date-time of the upload. */
  uploadedAt: string;
  base64: string;
}

/** The company's uploaded files; `null` when none is stored. */
export interface CompanyFiles {
  logo: StoredCompanyFile | null;
  contract: StoredCompanyFile | null;
}
