import { mockControl } from './control';
import { whenStored } from './db/store';
import { signInAs } from './handlers/auth-handlers';

/** `window.__mock`: the mock's control surface plus what end-to-end tests need to start signed in. */
export const demoControl = {
  ...mockControl,
  /**
   * Signs a demo user in as the login call does (access and refresh token, a LOGIN SUCCESS logon
   * row) and resolves with the refresh token once it is stored. Put it in localStorage
   * `fieldline.refresh-token` and open the app: it starts signed in.
   */
  async signIn(username: string): Promise<string> {
    const userAgent = typeof navigator === 'undefined' ? 'Unknown' : navigator.userAgent;
    const { refreshToken } = signInAs(username, { userAgent, ipAddress: '127.0.0.1' });
    await whenStored();
    return refreshToken;
  },
};

export type DemoControl = typeof demoControl;
