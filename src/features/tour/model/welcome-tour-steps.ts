import { tourTarget, type TourStep } from './tour-step';

/**
 * The welcome tour (spec 2 §2): a welcome modal, the help button, Customers, the work areas
 * (Intake, Jobs, Schedule and the Work menu with Tasks), the Admin and user menus, and a closing
 * modal. Targets carry `data-tour` attributes in the shell.
 */
export function welcomeTourSteps(firstName: string, productName = 'Fieldline'): TourStep[] {
  const name = firstName.trim();
  return [
    {
      id: 'welcome',
      target: null,
      title: name ? `Welcome to ${productName}, ${name}!` : `Welcome to ${productName}!`,
      description:
        'Let us show you around. This short tour points out where everything lives and takes less than a minute. Choose Next to begin, or Cancel Tour to explore on your own.',
    },
    {
      id: 'help-button',
      target: tourTarget('help-button'),
      title: 'Help on every page',
      description: 'Not sure what a page does? The help button at the end of the heading bar explains the page you are on.',
      side: 'bottom',
      align: 'end',
    },
    {
      id: 'customers',
      target: tourTarget('nav-customers'),
      title: 'Customers',
      description: 'Look up and add customers here, with their addresses, contacts and the work you have done for them.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'intake',
      target: tourTarget('nav-intake'),
      title: 'Intake',
      description: 'Record each call or request as it comes in, assign it to someone and follow it up until it becomes a job.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'jobs',
      target: tourTarget('nav-jobs'),
      title: 'Jobs',
      description: 'Every job in one list. Open a job to add its details, send proposals, work orders and invoices, and take payments.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'schedule',
      target: tourTarget('nav-schedule'),
      title: 'Schedule',
      description: 'See who is working where and when, and book appointments for your jobs.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'work-menu',
      target: tourTarget('nav-work'),
      title: 'Work menu',
      description: 'Your tasks live here, along with timesheets, notes, proposals, work orders, invoices, payments and email history.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'admin-menu',
      target: tourTarget('nav-admin'),
      title: 'Admin menu',
      description: 'Set up your company here: company information, card payments, the email server, images and files, locations and your subscription.',
      side: 'bottom',
      align: 'start',
    },
    {
      id: 'user-menu',
      target: tourTarget('nav-user'),
      title: 'Your user menu',
      description: 'Open it for your settings and preferences, to change your password, to send us feedback, or to log out.',
      side: 'bottom',
      align: 'end',
    },
    {
      id: 'finished',
      target: null,
      title: 'You are all set',
      description: 'That is the tour. Whenever you need a hand, the help button on each page is there for you. Choose Finish to get to work.',
    },
  ];
}
