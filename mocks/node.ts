import { setupServer } from 'msw/node';
import { setPersistence } from './db/store';
import { handlers } from './handlers/index';

setPersistence(undefined);

/** The mock backend for Node (vitest): in memory, no latency. */
export const server = setupServer(...handlers);
