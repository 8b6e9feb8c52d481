import { paths } from '@/config/paths';
import { can, type PermissionRule } from '@/lib/permissions';
import type { UserState } from '@/lib/auth/auth-schemas';

/** A menu destination as the shell's navigation model gives it (`buildNavigation`). */
export interface PaletteLink {
  id: string;
  text: string;
  route: string;
}

/** The menus the user may use, already filtered by permission (the shell's `Navigation`). */
export interface PaletteNavigation {
  links: readonly PaletteLink[];
  groups: readonly { id: string; text: string; items: readonly (({ type: 'link' } & PaletteLink) | { type: 'divider' })[] }[];
  myDay: PaletteLink | null;
}

/** An action of the palette: go somewhere, or (`fill`) put a command into the box. */
export interface PaletteAction {
  id: string;
  label: string;
  detail: string;
  /** Words the action is also found by ("settings", "pay"). */
  keywords: string;
  route: string | null;
  fill: string | null;
}

/** What "New job for …" puts into the box before the customer's name. */
export const NEW_JOB_COMMAND = 'New job for ';
export const NEW_JOB_LABEL = 'New job for …';
/** Who may start a job for a customer found here. */
export const NEW_JOB_RULE: PermissionRule = { allOf: ['JOB_C', 'CUST_R'] };

type User = Pick<UserState, 'permissions'>;

function goTo(link: PaletteLink, detail: string, keywords = ''): PaletteAction {
  return { id: `go:${link.id}`, label: `Go to ${link.text}`, detail, keywords, route: link.route, fill: null };
}

/**
 * The palette's actions for this user: "Go to …" each menu destination the menus offer (the shell's
 * model already left out what the user may not open), Dashboard and Preferences (every user), and
 * the commands their permissions allow.
 */
export function paletteActions(user: User, navigation: PaletteNavigation): PaletteAction[] {
  const actions: PaletteAction[] = [goTo({ id: 'nav-dashboard', text: 'Dashboard', route: paths.dashboard }, 'Menu', 'home')];
  for (const link of navigation.links) actions.push(goTo(link, 'Menu'));
  if (navigation.myDay) actions.push(goTo(navigation.myDay, 'Menu'));
  for (const group of navigation.groups) {
    for (const item of group.items) {
      if (item.type !== 'link') continue;
      const settings = item.route.startsWith(paths.settings);
      actions.push(goTo(item, settings ? 'Settings' : group.text, settings ? 'settings' : group.text.toLowerCase()));
    }
  }
  actions.push(goTo({ id: 'nav-preferences', text: 'Preferences', route: paths.settingsCategory('preferences') }, 'Settings', 'settings'));
  if (can(user, NEW_JOB_RULE)) {
    actions.push({ id: 'new-job', label: NEW_JOB_LABEL, detail: 'Start a job for a customer', keywords: 'add job create', route: null, fill: NEW_JOB_COMMAND });
  }
  if (can(user, { allOf: ['PYMT_C', 'INVOICE_R'] })) {
    actions.push({ id: 'record-payment', label: 'Record payment', detail: 'Choose an unpaid invoice', keywords: 'pay invoice', route: `${paths.invoices}?status=Unpaid`, fill: null });
  }
  if (can(user, 'CUST_C')) actions.push({ id: 'new-customer', label: 'New customer', detail: 'Add Customer', keywords: 'add create', route: paths.customersAdd, fill: null });
  if (can(user, 'INTAKE_C')) actions.push({ id: 'new-intake', label: 'New intake', detail: 'Add Intake', keywords: 'add create call', route: paths.intakeAdd(), fill: null });
  return actions;
}

/**
 * "new job for smi" (or "new job smi"): the customer term after the command, else `null`. "new job"
 * alone is not the command yet (the "New job for …" action matches it).
 */
export function newJobTerm(input: string): string | null {
  const match = /^\s*new\s+job\s+(?:for\b\s*)?(.*)$/i.exec(input);
  return match ? match[1]!.trim() : null;
}
