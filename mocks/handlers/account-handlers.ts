import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { route } from './route';

const getSubscription = route('get', endpoints.account.getSubscription, { allow: 'signed-in' }, () => ({ ...getDb().subscription.get() }));

export const accountHandlers = [getSubscription];
