/** The version of this client build. The server answers with its own version key at login. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** When this build was made (ISO date-time); `null` where no build defined it (the tests). */
export const BUILD_TIME: string | null = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : null;
