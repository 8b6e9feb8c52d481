import { setupServer } from 'msw/node';
import { createMemoryPersistence, setPersistence } from './db/store';
import { handlers } from './handlers/index';

setPersistence(createMemoryPersistence());

/** The mock backend for Node (vitest): in memory, no latency. */
export const server = setupServer(...handlers);
