export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  imports?: readonly string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Iterable<string> };
}
export interface OutputAssetLike {
  type: 'asset';
  fileName: string;
}
export type BundleLike = Record<string, OutputChunkLike | OutputAssetLike>;
export interface ServiceWorkerFiles {
  /** Precached when the worker installs: `/`, `/favicon.svg` and the shell's chunks and CSS. */
  shell: string[];
  /** Precached one at a time when the page asks (`PRECACHE_REST`). */
  rest: string[];
}
export function serviceWorkerFiles(bundle: BundleLike, shellModules: readonly string[]): ServiceWorkerFiles;
export function serviceWorkerCacheName(version: string, buildTime: number): string;
