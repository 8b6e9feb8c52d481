export function featureNames(featuresDir: string): string[];
export function featureOfFile(featuresDir: string, file: string): string | null;
export function featureOfImport(featuresDir: string, file: string, source: string, aliasRoot?: string): string | null;
export function buildFeatureGraph(featuresDir: string, aliasRoot?: string): Map<string, Set<string>>;
export function findFeaturePath(graph: Map<string, Set<string>>, start: string, goal: string): string[] | null;
