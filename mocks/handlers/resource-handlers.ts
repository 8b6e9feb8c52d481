import { endpoints } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { route } from './route';

/** The active resources as `{ context, name }` by name (the stock rows' resource select). */
const getPicklist = route('get', endpoints.resource.getPicklist, { allow: 'signed-in' }, () =>
  getDb()
    .resources.all()
    .filter((resource) => resource.active)
    .sort((a, b) => compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map((resource) => ({ context: resource.context, name: resource.name })),
);

/** Mock handlers for resources (the pricebook's picker so far). */
export const resourceHandlers = [getPicklist];
