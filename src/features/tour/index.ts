export { WelcomeTour } from './components/welcome-tour';
