/** Settings a mail service needs; "Use these settings" fills them in. */
export interface SmtpPreset {
  server: string;
  port: string;
}

export interface SmtpInstructionItem {
  term: string;
  detail: string;
}

/** Set-up instructions for a popular mail service (spec 1 §2: two of them). */
export interface SmtpServiceInstructions {
  id: 'google' | 'microsoft';
  title: string;
  intro: string;
  preset: SmtpPreset;
  settings: readonly SmtpInstructionItem[];
  steps: readonly string[];
  notes: readonly string[];
}

export const smtpServiceInstructions: readonly SmtpServiceInstructions[] = [
  {
    id: 'google',
    title: 'Gmail and Google Workspace',
    intro: 'Send through a Gmail address or a Google Workspace mailbox on your own domain.',
    preset: { server: 'smtp.gmail.com', port: '587' },
    settings: [
      { term: 'Server', detail: 'smtp.gmail.com' },
      { term: 'Port', detail: '587 (TLS is started on connection). Port 465 also works, with TLS from the start.' },
      { term: 'Username', detail: 'The full email address, for example office@yourcompany.com.' },
      { term: 'Password', detail: 'A 16-character app password, not the account\u2019s normal password.' },
    ],
    steps: [
      'Sign in to the Google Account of the mailbox and open Security.',
      'Turn on 2-Step Verification if it is off; app passwords need it.',
      'Open App passwords (search for it in the Google Account), create one named Fieldline and copy it.',
      'Enter it as the password here, without the spaces Google shows between groups.',
    ],
    notes: [
      'Google Workspace: if App passwords is missing, your Workspace administrator has to allow users to manage 2-Step Verification.',
      'Google limits how much a mailbox sends per day (about 500 messages for a free Gmail account, 2,000 for Google Workspace).',
    ],
  },
  {
    id: 'microsoft',
    title: 'Microsoft 365 and Outlook',
    intro: 'Send through an Exchange Online mailbox of a Microsoft 365 business subscription.',
    preset: { server: 'smtp.office365.com', port: '587' },
    settings: [
      { term: 'Server', detail: 'smtp.office365.com' },
      { term: 'Port', detail: '587 (TLS is started on connection).' },
      { term: 'Username', detail: 'The full email address of the mailbox.' },
      { term: 'Password', detail: 'The mailbox password, or an app password when multi-factor sign-in is on.' },
    ],
    steps: [
      'In the Microsoft 365 admin center open Users, then Active users, and select the mailbox\u2019s user.',
      'On the Mail tab choose Manage email apps, check Authenticated SMTP and save.',
      'If the account uses multi-factor sign-in, create an app password under My Sign-Ins, Security info, and use it here.',
    ],
    notes: [
      'Security defaults or Conditional Access can block SMTP sign-in for the whole organization; your Microsoft 365 administrator can tell you whether it is allowed.',
      'Microsoft is retiring password sign-in for SMTP in Exchange Online. If a correct password is refused, ask your administrator, or use another mail service.',
      'Personal Outlook.com and Hotmail accounts may refuse password sign-in from other applications; a business mailbox is the reliable choice.',
    ],
  },
];
