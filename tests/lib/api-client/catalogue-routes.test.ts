import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { isCatalogueDestination } from '@/lib/api-client/catalogue-routes';

describe('isCatalogueDestination', () => {
  it('is the error screen and the unauthorized screen, with or without a code', () => {
    expect(isCatalogueDestination(paths.error)).toBe(true);
    expect(isCatalogueDestination(paths.unauthorized())).toBe(true);
    expect(isCatalogueDestination(paths.unauthorized('SERVER_FORBIDDEN: http://x/api/Intake/Update'))).toBe(true);
  });

  it('is no address a user goes to', () => {
    for (const path of [paths.dashboard, paths.login, '/errors', '/unauthorized-things', paths.intakeEdit('abc')]) {
      expect(isCatalogueDestination(path)).toBe(false);
    }
  });
});
