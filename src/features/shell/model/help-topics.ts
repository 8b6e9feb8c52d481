export interface HelpTopic {
  title: string;
  paragraphs: string[];
}

/** Help for each page that names a help key in its route handle. */
export const helpTopics: Record<string, HelpTopic> = {
  dashboard: {
    title: 'Dashboard',
    paragraphs: [
      'The dashboard is your starting point each day. Its snapshots show your recent customers and jobs, intake, tasks, today\u2019s schedule, your timesheet and, for administrators, the financial summary.',
      'Each list shows the 50 most recent records; use its Show filter to switch between Most Recent (or All, for the schedule) and Assigned to Me. Select a row to open the record.',
      'Choose Configure to pick which snapshots appear, their order, the page you land on after logging in and whether Getting Started shows. Administrators also write the company news there.',
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
  preferences: {
    title: 'Preferences',
    paragraphs: [
      'Choose a category to see its preferences. Each change is saved as soon as you make it.',
      'My Preferences apply only to you: which snapshots your dashboard shows, the page you land on after logging in and the default filters of your lists. Where several options can be checked, at least one must stay checked.',
      'Administrators also see Application Preferences, which affect all users.',
    ],
  },
  'not-found': {
    title: 'Page Not Found',
    paragraphs: ['The address you opened does not match any page. Check the address or use the menus to find what you need.'],
  },
};
