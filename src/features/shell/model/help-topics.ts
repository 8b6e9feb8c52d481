export interface HelpTopic {
  title: string;
  paragraphs: string[];
}

/** Help for each page that names a help key in its route handle. */
export const helpTopics: Record<string, HelpTopic> = {
  dashboard: {
    title: 'Dashboard',
    paragraphs: [
      'The dashboard is your starting point each day. It shows the areas of the product you can use.',
      'Use the menus at the top to move between intake, customers, jobs, the schedule and the rest of your work.',
    ],
  },
  'mobile-nav': {
    title: 'Navigation',
    paragraphs: [
      'Every area you may use is listed here. Tap a group to open or close it, then tap a page to go there.',
    ],
  },
  'log-viewer': {
    title: 'Log Viewer',
    paragraphs: [
      'The log viewer lists what this browser recorded while recording was enabled: errors and notable events, each with its number and tag.',
      'Turn recording on before reproducing a problem, then share what you see with support. Recording stays on until you turn it off.',
    ],
  },
  'not-found': {
    title: 'Page Not Found',
    paragraphs: ['The address you opened does not match any page. Check the address or use the menus to find what you need.'],
  },
};
