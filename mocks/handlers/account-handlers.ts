import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { apiPath, requireUser } from './handler-utils';

const getSubscription = http.get(apiPath(endpoints.account.getSubscription), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return HttpResponse.json({ ...getDb().subscription });
});

export const accountHandlers = [getSubscription];
