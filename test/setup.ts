import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../src/mocks/node';
import { resetMockData } from '../src/mocks/handlers';

// Lazy route chunks load slowly on a busy machine: wait longer before a find* gives up (not a timing assertion).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
