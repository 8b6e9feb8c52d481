import type { z } from 'zod';
import type { visitNotificationSchema } from '../../src/lib/schemas/visit-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { recordSentEmail } from '../db/outbox';
import { customerName } from '../db/record-views';
import type { Appointment, MockUser } from '../db/types';
import { emailCustomerSummary } from './document-send-handlers';
import { arrivalEstimate, clockText, noticeEmail, noticeMobile, onMyWayWords } from './visit-text';

export type VisitNotification = z.infer<typeof visitNotificationSchema>;

/**
 * Tells the visit's customer the technician is on the way: by email when one is on file (primary
 * first; it is kept in Email History under the customer), else by text to their mobile (kept in
 * `textMessages`). `null` when the customer has neither.
 */
export function notifyOnMyWay(db: MockDb, appointment: Appointment, user: MockUser, technician: string, at: number, offset: number): VisitNotification | null {
  const customer = db.customers.get(appointment.customerContext);
  if (!customer) return null;
  const company = db.companyInfo.get().companyName;
  const arrival = clockText(arrivalEstimate(at, Date.parse(appointment.startDate)), offset);
  const words = onMyWayWords(customer, technician, company, arrival);
  const email = noticeEmail(customer);
  if (email) {
    recordSentEmail(db, {
      subject: words.subject,
      to: [{ personName: customerName(customer), emailAddress: email }],
      from: [{ personName: technician, emailAddress: user.username }],
      sentByName: technician,
      body: words.html,
      customerSummary: emailCustomerSummary(db, customer.context),
    });
    return { channel: 'Email', to: email };
  }
  const mobile = noticeMobile(customer);
  if (!mobile) return null;
  db.textMessages.insert({
    context: randomUuid(),
    to: mobile,
    body: words.text,
    sent: new Date().toISOString(),
    customerContext: customer.context,
    sentByName: technician,
  });
  console.log(`[mock] text to ${mobile}: ${words.text}`);
  return { channel: 'Text', to: mobile };
}
