export { AppShell } from './components/app-shell';
export { RouteErrorBoundary } from './components/route-error-boundary';
export { ErrorScreen } from './components/error-screen';
export { NavIcon } from './components/nav-icon';
export { buildNavigation } from './model/navigation';
