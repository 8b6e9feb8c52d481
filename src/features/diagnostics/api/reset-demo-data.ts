import { signOut } from '@/lib/auth/sign-out';

/** The part of the demo's mock control (`window.__mock`) the reset uses. */
interface MockResetControl {
  reset: () => void;
  stored: () => Promise<void>;
}

function mockControlOf(target: Window): MockResetControl | null {
  const control = (target as Window & { __mock?: Partial<MockResetControl> }).__mock;
  return control && typeof control.reset === 'function' && typeof control.stored === 'function' ? (control as MockResetControl) : null;
}

/** Whether this page runs the demo's in-browser backend with its control surface (the demo build). */
export function canResetDemoData(target: Window = window): boolean {
  return mockControlOf(target) !== null;
}

/**
 * Reset demo data: the mock database goes back to its seed (sessions included) and is stored, then
 * the user is signed out, since their session no longer exists.
 */
export async function resetDemoData(target: Window = window): Promise<void> {
  const control = mockControlOf(target);
  if (!control) throw new Error('The demo backend is not running in this page.');
  control.reset();
  await control.stored();
  signOut('user');
}
