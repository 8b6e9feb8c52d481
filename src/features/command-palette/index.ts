export { CommandPaletteLauncher } from './components/command-palette-launcher';
