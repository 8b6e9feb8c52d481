/** What a route may tell the shell about itself. */
export interface RouteHandle {
  title?: string;
  helpKey?: string;
  /** False hides the heading bar (sign-in and status screens carry their own heading). */
  headingBar?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('title' in value || 'helpKey' in value || 'headingBar' in value);
}

/** The document title: the product name followed by the page title. */
export function documentTitle(productName: string, pageTitle: string | undefined): string {
  return pageTitle ? `${productName} - ${pageTitle}` : productName;
}
