import type { HelpTopic } from './help-topics';

/** Help of the reports, the administration, diagnostics and notes (issue 19). */
export const reportAndAdminHelpTopics: Record<string, HelpTopic> = {
  diagnostics: {
    title: 'Diagnostics',
    paragraphs: [
      'These pages are for support and developers, and only users with the Root role see them. System shows the version and build of the app and which server it talks to; Cache lists what the app has kept from the server, with Clear Cache to load everything again; Logs shows what this browser recorded and the errors reported to the server; Platform describes the browser, the screen and the storage in use; User shows your account, your permissions by area and your preferences.',
      'Copy Diagnostics puts the page\u2019s facts on the clipboard as text to paste into a support request. In the demo, Reset Demo Data on the System page puts back the demo company as first seeded and signs everyone out.',
    ],
  },
  'occurrence-report': {
    title: 'Occurrence Reports',
    paragraphs: [
      'How many intake records, proposals, proposals sent for eSign or work orders there were in a period, counted by day, week or month (Group By) and by status, or for intake by type, source or ad source (Count By). Intake counts on the date it was taken, proposals and work orders on their date, eSign requests on the day they were sent, by the customer\u2019s response.',
      'Select a count to list the records behind it and open one. Print and Export to Excel take exactly what the table shows.',
    ],
  },
  picklists: {
    title: 'Picklists',
    paragraphs: [
      'The words the app offers in its lists: job types, statuses and tags, payment terms, intake types and sources, ad sources, task, supplier and resource types. Choose a list, then add a value, rename it, move it up or down (the order the selects show), or make it inactive so it is no longer offered while the records that have it keep it.',
      'A value that records use cannot be deleted; the message says what uses it. Payment terms carry the days until an invoice is due, and exactly one of them is the default for new jobs.',
    ],
  },
  notes: {
    title: 'Notes',
    paragraphs: [
      'The internal notes of customers, jobs and intake in one list, newest first. Only the kinds of records you may open are included. Search for a word in a note, a record\u2019s name or its customer (at least 3 characters), or choose a Source to see one kind.',
      'Select a record\u2019s name to open it; the whole note is on its page, where it is also edited.',
    ],
  },
  'accounts-aging-report': {
    title: 'Accounts Aging',
    paragraphs: [
      'Every issued invoice with an amount still due, by customer, in columns by how long it is past its due date on the As Of day: Current (not yet due), 1\u201330, 31\u201360, 61\u201390 and 90+ days. Due dates come from the payment terms when the invoice was made. The last row and column hold the totals.',
      'Select a customer to see its open invoices, their due dates and days past due; All customers goes back. Print prints the table without the menus; Export to Excel saves exactly the table shown.',
    ],
  },
  'timesheet-report': {
    title: 'Timesheet Report',
    paragraphs: [
      'The hours on the timesheet by person, day and job (time not on a job by its type: Shop, Travel, Training or Task) for the period, with totals. An entry counts on the day it started; a running clock counts until now.',
      'Choose a period or type From and To dates, and a person to see only their time. The chart shows the hours of each day. Print prints the table; Export to Excel saves exactly the table shown.',
    ],
  },
  'financial-report': {
    title: 'Financial Report',
    paragraphs: [
      'Proposals, invoices (by their dates and totals) and payments received, by day, week or month of the period, each beside the same part of the period before it (the months before a period of whole months, else as many days before).',
      'Choose a period and how to group it. The chart compares this period with the one before. Print prints the table; Export to Excel saves exactly the table shown.',
    ],
  },
  'recurrence-status-report': {
    title: 'Recurrence Status',
    paragraphs: [
      'Every recurring job: how it repeats, how many occurrences it has and has completed, and its next and last occurrence. A recurring job is Incomplete when an occurrence whose day has passed is still neither Complete nor Cancelled; those come first. Active ones have occurrences to come; Ended ones have none left.',
      'Show Incomplete lists only the incomplete ones. Select a job to open it. Print prints the table; Export to Excel saves exactly the table shown.',
    ],
  },
  'user-logon-report': {
    title: 'User Logon Report',
    paragraphs: [
      'The last 200 sign-in attempts to your company\u2019s account, newest first: when, which username was typed, the browser and device, the result and the IP address it came from.',
      'Failed sign-ins and locked accounts are shown in red with a warning icon. Several failures for one username in a short time can mean a forgotten password, or someone guessing it; a locked account is unlocked by resetting its password.',
      'Point at (or tab to) the browser details to see the full browser identification. Refresh loads the latest records.',
    ],
  },
  admin: {
    title: 'Users and Roles',
    paragraphs: [
      'Users lists everyone who can sign in to your company\u2019s account, with their role, status and last sign-in. Search by name, email or role (at least 3 characters) and filter by status: Active, Invited (has not created a password yet), Locked (too many failed sign-ins) or Inactive.',
      'Invite User emails a get-started link; the new user creates a password through it and holds exactly the permissions of the role you chose. Open a user to change their role, unlock their account, send a password reset link, resend the invitation, or deactivate and reactivate them. A changed role takes effect the next time their session refreshes.',
      'You cannot deactivate your own account or change your own role, and the last administrator cannot be removed. Roles shows what each role grants, grouped by area.',
    ],
  },
};
