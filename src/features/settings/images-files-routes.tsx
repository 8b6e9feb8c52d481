import type { RouteObject } from 'react-router-dom';

/** Routes of the images-files settings area (filled in by its implementation). */
export const imagesFilesRoutes: RouteObject[] = [];
