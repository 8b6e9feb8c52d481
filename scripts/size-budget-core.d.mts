export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface SizeBudget {
  routes: Record<string, { limitKb: number; modules: string[]; deferred?: string[] }>;
  largestChunkKb?: number;
}
export interface RouteSize {
  route: string;
  files: string[];
  bytes: number;
  kb: number;
  limitKb: number;
  over: boolean;
  deferredFiles: string[];
  deferredKb: number;
}
export function routeFiles(manifest: Manifest, modules: string[]): string[];
export function checkBudgets(manifest: Manifest, budget: SizeBudget, sizeOf: (file: string) => number): RouteSize[];
export function formatReport(rows: RouteSize[]): { table: string; failures: string[] };
export function largestChunk(manifest: Manifest, sizeOf: (file: string) => number): { file: string; bytes: number };
