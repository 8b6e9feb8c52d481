import type { RouteObject } from 'react-router-dom';

/** Spec 2 §2: intake routes with INTAKE_R/U/C. */
export const intakeRoutes: RouteObject[] = [];
