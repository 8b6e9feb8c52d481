import { HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { changeLog, sessionOf, streamTickets } from './change-recording';
import { route } from './route';

/** `POST Events/CreateTicket`: a ticket for this session's event stream (the stream itself: mocks/lib/event-stream.ts). */
export const changeFeedHandlers = [
  route('post', endpoints.events.createTicket, { allow: 'signed-in' }, ({ request, user }) => {
    const session = sessionOf(request);
    const issued = streamTickets.issue(user.id, session);
    return HttpResponse.json({ ticket: issued.ticket, expiresAt: new Date(issued.expiresAt).toISOString(), session, lastSeq: changeLog.lastSeq });
  }),
];
