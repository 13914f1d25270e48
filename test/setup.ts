import '@testing-library/jest-dom';
import { server } from '../src/mocks/node';
import { resetMockData } from '../src/mocks/handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
