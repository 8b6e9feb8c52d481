export const layerElements: Array<Record<string, unknown>>;
export const featureBoundaryPolicies: Array<Record<string, unknown>>;
