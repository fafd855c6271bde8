export declare const BILL_ROUTE: string;
export declare function readManifest(dist: string): Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;
export declare function gzipSizeOf(dist: string, file: string): number;
export interface SizedFile {
  file: string;
  gzip: number;
}
export interface CriticalPath {
  jsFiles: SizedFile[];
  cssFiles: SizedFile[];
  jsBytes: number;
  cssBytes: number;
}
export declare function billRouteCriticalPath(dist: string): CriticalPath;
export declare function routeCriticalPath(dist: string, route: string): CriticalPath;
