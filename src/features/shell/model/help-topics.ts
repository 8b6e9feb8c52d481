import { reportAndAdminHelpTopics } from './help-topics-reports-admin';

export interface HelpTopic {
  title: string;
  paragraphs: string[];
}

/** Help for each page that names a help key in its route handle. */
export const helpTopics: Record<string, HelpTopic> = {
  ...reportAndAdminHelpTopics,
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
  'credit-card-payments': {
    title: 'Credit Card Payments',
    paragraphs: [
      'Card payments are processed by the payment provider. Until an account is linked, this page explains the fees (2.9% plus 30 cents per successful card transaction) and payout timing (the first payout typically arrives in 7 days, up to 14), and Link Account takes you to the provider to enter your business and bank details. When you finish there, the provider brings you back here.',
      'Once the account is linked, switch payment processing on to let customers pay by credit card, or off to stop card payments.',
      'Unlink Account disconnects the account and turns payment processing off. Unlinking cannot be undone: an unlinked account cannot be linked again.',
    ],
  },
  billing: {
    title: 'Manage Subscription',
    paragraphs: [
      'Manage Subscription opens the billing portal, where you change your plan, update payment details and see past invoices. When you are done, the portal\u2019s return link brings you back.',
      'For your safety the browser is only sent to the trusted billing provider. If the billing service answers with any other address, it is not opened and this page says so.',
    ],
  },
  'company-information': {
    title: 'Company Information',
    paragraphs: [
      'Your company\u2019s name, address, telephone, fax and email appear on the proposals, work orders and invoices you send. Fields marked * are required. Choose Save to store your changes; leaving the page with unsaved changes asks first.',
      'Logo: upload a .png or .jpg image of up to 10 MB. It is stored at once and shown here. Delete Logo marks it for deletion; it is deleted when you save (Keep Logo takes the mark back).',
      'Contract: upload your service contract or terms and conditions as a .pdf file of up to 10 MB. View Contract opens it, Replace Contract uploads a new one in its place, and Delete Contract removes it after you confirm.',
    ],
  },
  'email-server': {
    title: 'Email Server',
    paragraphs: [
      'By default your emails go out through the built-in mail service. Set SMTP Override to Yes to send them through your own email server; the server, port, username and password are then required. The port is a whole number, usually 587.',
      'Test Connection sends a test email through the settings on the page, saved or not, to the recipient you enter. If the server refuses, the reason is shown; otherwise check the recipient\u2019s mailbox (and its spam folder). Test emails appear in Email History.',
      'The setup instructions explain what Gmail or Google Workspace and Microsoft 365 need, such as an app password. A saved password is never shown again; leave it as it is to keep it, or type a new one.',
    ],
  },
  'email-history': {
    title: 'Email History',
    paragraphs: [
      'Every email the system sent for your company is listed here, newest first: proposals, invoices, appointment confirmations and account emails. Search by subject, sender, recipient, customer or attachment name (at least 3 characters); select a column heading (or use Sort by on a phone) to sort.',
      'View shows the email as it was sent, with its recipients, the customer it is about and its attachments; select an attachment to open it or the download icon to save it. Links in an email open in a new tab, and anything that could run in your browser is removed.',
      'Resend sends the original email and its attachments again to the same recipients. Changes made to the proposal or invoice after it was sent are not included; send the document again from the job for an up-to-date copy. A resend is marked This email is a resend, and the original Email has been resent.',
    ],
  },
  locations: {
    title: 'Locations',
    paragraphs: [
      'Locations are the places your company works from: the office, shops, warehouses, satellite offices and van depots.',
      'The list shows active locations first; use Status to see inactive ones or all of them. Search matches the name, address, telephone numbers and email addresses (at least 3 characters). Select a location to see its details.',
      'Inactive locations are kept for history and marked with an Inactive badge. Deleting a location removes it for good; make it inactive instead if it may still be referred to.',
    ],
  },
  'location-editor': {
    title: 'Location',
    paragraphs: [
      'Name is required (up to 150 characters). New locations are active; turn Active off to retire one without deleting it.',
      'The address may be left blank; once any part is filled in, street, city, state and postal code are required. Add as many telephone numbers and email addresses as you need and mark one of each as primary: the primary ones show in the list.',
      'If you leave the page with unsaved changes you are asked first.',
    ],
  },
  suppliers: {
    title: 'Suppliers',
    paragraphs: [
      'Suppliers are the companies you buy from or work with: supply houses, equipment manufacturers, rental yards and subcontractors.',
      'The list shows active suppliers first; use Status and Supplier Type to narrow it, and Sort (or a column heading) to order it by name or supplier type. Search matches the name, supplier type, web site, address, telephone numbers and email addresses (at least 3 characters).',
      'Inactive suppliers are kept for history and marked with an Inactive badge. Deleting a supplier removes it for good.',
    ],
  },
  pricebook: {
    title: 'Pricebook',
    paragraphs: [
      'The pricebook is what you sell and how you price it: Products/Services (parts, services and labor), Bundles of them, the Categories they are filed under and the Vendors you buy them from. Choose one on the left; each keeps its own list or grid view.',
      'Search matches names, descriptions and model and part numbers (at least 3 characters); Favorites shows only the entries you starred. Products/Services also filter by category (a category includes its subcategories) and vendor.',
      'A markup prices an item from its cost (cost 80 with 25% markup is 100). Qty on Hand adds up the stock on every truck and warehouse; LOW STOCK shows when it is at or below the reorder quantity.',
      'Tick items to change their category or delete them together under Batch Operations. Export to Excel downloads every item with its category, vendor, prices and stock.',
    ],
  },
  'supplier-editor': {
    title: 'Supplier',
    paragraphs: [
      'Name is required (up to 150 characters). Choose the supplier type from the list; the web site address, when given, must start with http:// or https:// (www.example.com becomes https://www.example.com when you leave the field). Notes hold up to 4000 characters: account numbers, delivery cut-offs, contacts.',
      'New suppliers are active; turn Active off to stop using one without deleting it. The address may be left blank; once any part is filled in, street, city, state and postal code are required. Mark one telephone number and one email address as primary.',
      'If you leave the page with unsaved changes you are asked first.',
    ],
  },
  resources: {
    title: 'Resources',
    paragraphs: [
      'Resources are your equipment and the places that hold stock: service trucks and vans, ladders, meters, cameras and the warehouse. The pricebook counts stock on them.',
      'Use Status, Location, Assigned To and Type to narrow the list, and search (at least 3 characters) to find one by name or description. Sort by name, the person it is assigned to, type, date issued or location.',
      'Open a resource to see its attributes (such as a license plate or a serial number), forms, images and files, and its maintenance log. Inactive resources are kept for history and marked with an Inactive badge.',
    ],
  },
  'resource-editor': {
    title: 'Resource',
    paragraphs: [
      'Name is required (up to 150 characters). The type decides which attributes a resource can have: choose the type first, then add each attribute once with its value. Changing the type of a resource with attributes removes them, after you confirm.',
      'The description holds up to 1000 characters of formatted text. Record service, repairs and inspections in the maintenance log with the date, what was done (up to 500 characters), who did it and what it cost.',
      'If you leave the page with unsaved changes you are asked first.',
    ],
  },
  'my-day': {
    title: 'My Day',
    paragraphs: [
      'My Day lists the visits assigned to you on a day in time order, then the tasks due that day. Use the arrows for the day before or after; pull down from the top (or choose Refresh) to load the latest.',
      'Open a visit to see the customer\u2019s and the address\u2019s notes, then tap On My Way (the customer is told you are coming), Start (the job timer starts) and Finish (the timer stops; add your work notes and the job\u2019s status). Fill the job\u2019s forms, take photos and add notes there.',
      'With no signal you keep working: the day opens from your phone and every change waits in a queue on the phone, sent in order once you are back online. If the office changed the same record meanwhile, the queue shows both versions and you choose.',
    ],
  },
  schedule: {
    title: 'Schedule',
    paragraphs: [
      'The schedule shows your team\u2019s appointments as a day\u2019s agenda, a day, a week or a month, and a day with each technician in a column. All shows everyone\u2019s appointments; Assigned to Me only yours. Tasks show on the day they are due, and weather on its day.',
      'Drag an appointment to move it, or drag its lower edge to change its length; in the technicians view, drag it to another column to give it to someone else. Select an empty time to schedule a new appointment for a job or an intake record.',
      'An appointment ringed in red has a technician booked twice at the same time. Select an appointment, task or weather event to see it and act on it. Agenda lists one day in time order; phones open on it.',
    ],
  },
  timesheet: {
    title: 'Timesheet',
    paragraphs: [
      'Your timesheet lists the time you recorded, a day or a week at a time, with hours for each day and the total. Timers started on a job or a task land here too.',
      'Start Timer records general time (shop, travel or training) until you stop it; a running timer shows in the top bar on every page. Add Entry records time afterwards; entries cannot overlap, end before they start or end in the future.',
      'Administrators can see everyone\u2019s time and change anyone\u2019s entries.',
    ],
  },
  tasks: {
    title: 'Tasks',
    paragraphs: [
      'Tasks are the to-dos of your team: call-backs, parts to order, paperwork and inspections. A task can belong to a job, an intake record or a customer, and is listed there too.',
      'The list opens with the statuses and the Assigned to Me view chosen in your preferences. Use Assigned To, Priority, Status and search (at least 3 characters) to narrow it; the icons show each task\u2019s status and Urgent or High priority.',
      'Open a task to tick its checklist items, change its status and notes, or start the timer for time spent on it.',
    ],
  },
  'task-editor': {
    title: 'Task',
    paragraphs: [
      'Status is required. Notes hold up to 4000 characters. Saving a task as Complete records today as the day it was completed.',
      'Add checklist items with Add Item, rename them in place, tick them, remove them, and drag them (or use the handle with Space and the arrow keys) to change their order.',
      'If you leave the page with unsaved changes you are asked first.',
    ],
  },
  customers: {
    title: 'Customers',
    paragraphs: [
      'Customers are the people and companies you work for. A sub-customer is a property or site of another customer, such as a tenant in a landlord\u2019s building; it shows under its parent.',
      'The list shows active customers first; use Status to see inactive ones or all of them. Search matches the name, address, telephone numbers and email addresses (at least 3 characters). Select a customer to see their intake, jobs, proposals, invoices, payments and emails.',
      'Inactive customers are kept for history and marked with an Inactive badge.',
    ],
  },
  'customer-editor': {
    title: 'Customer',
    paragraphs: [
      'A customer is a person (first and last name) or a company (company name). Add service and billing addresses, telephone numbers and email addresses, and mark one of each as primary.',
      'Job defaults fill in each new job for the customer: the job name pattern, discount, payment term and a tax override.',
      'When a new customer\u2019s name, telephone number or email address matches an existing customer you are warned first, and can open the existing record instead of creating a duplicate. If you leave the page with unsaved changes you are asked first.',
    ],
  },
  intake: {
    title: 'Intake',
    paragraphs: [
      'Intake records the calls and requests that come in before they become jobs: who called, what they need, how they heard of you and who follows up.',
      'Use the filter to narrow the list by status and by who it is assigned to, and Sort to order it; the defaults come from your preferences. Search matches the title, description and the customer\u2019s name, address, telephone numbers and email addresses.',
      'Add Intake Form asks who the intake is for, then collects the title and description, and the type, status, source and assignee in two steps.',
    ],
  },
  'intake-editor': {
    title: 'Intake Record',
    paragraphs: [
      'Title (up to 200 characters), the date and time and the type are required; the description holds up to 2000 characters. New intake starts as Pending; scheduling a visit makes it Scheduled.',
      'Forms holds the inspection and survey forms filled for this intake. Jobs shows the job started from it, or Add Job, which saves the intake and starts a job for the customer with its description. Schedule lists the intake\u2019s appointments; save your changes before using their actions.',
      'View History lists every change made to the record, who made it and when. If you leave the page with unsaved changes you are asked first.',
    ],
  },
  'job-editor': {
    title: 'Job',
    paragraphs: [
      'Choose the service customer and address, and the billing customer when someone else pays. Choosing a customer fills in the job name, discount, payment term and tax override from the customer\u2019s job defaults.',
      'The description holds up to 4000 characters. If you leave the page with unsaved changes you are asked first.',
    ],
  },
  job: {
    title: 'Job',
    paragraphs: [
      'A job is the work you do for a customer: its type and status, who it is for and who pays, pricing defaults, the intake it came from, its appointments and the forms filled for it.',
      'Schedule lists the job\u2019s appointments; Forms holds the inspection and sign-off forms filled on site.',
    ],
  },
  'images-files': {
    title: 'Images and Files',
    paragraphs: [
      'Disk Usage shows how much of your account\u2019s storage the uploaded images and files take up.',
      'The Images and Files tabs list everything uploaded to customers, jobs and resources. Sort by Newest, Oldest, Largest or Smallest, choose which kinds of record the items are linked to, type a search text (it matches the name and the linked record) and choose Search. Reset returns to every item, newest first. Your filter stays in the address, so reloading or going back keeps it.',
      'Select a thumbnail to see the full image. VIEW ASSOC. opens the customer, job or resource an item belongs to; when it is linked to several, pick one from the list. Click a file\u2019s name to download it.',
      'To free space, select images (Select) or files (the checkboxes), then choose Delete Selected and confirm. Deleted items cannot be recovered.',
    ],
  },
  'not-found': {
    title: 'Page Not Found',
    paragraphs: ['The address you opened does not match any page. Check the address or use the menus to find what you need.'],
  },
};
