import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for Node: Jest and the mock API server. */
export const server = setupServer(...handlers);
