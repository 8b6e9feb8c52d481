import { paths } from '@/config/paths';

/**
 * Whether an address is one the app itself sends the user to when something fails: the error screen
 * and the unauthorized screen of the error catalogue (and of the handler of unhandled errors). No link
 * or button of the product leads there, so going there is never the user's own navigation, and the
 * warning about unsaved changes never stops it (the edits are kept as the editor's draft).
 */
export function isCatalogueDestination(pathname: string): boolean {
  const unauthorized = paths.unauthorized();
  return pathname === paths.error || pathname === unauthorized || pathname.startsWith(`${unauthorized}/`);
}
