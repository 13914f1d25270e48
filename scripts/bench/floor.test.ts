import { publicImports, ROUTE_FLOORS } from './floor';
import type { FloorRoute } from './floor';

// The bundler is not needed to walk the imports (and refuses to load in Jest's jsdom).
jest.mock('esbuild', () => ({ build: jest.fn() }));

describe('the dependency floor (ADR 0107)', () => {
  it('walks the public pages that are chunks of their own (ADR 0114): what every public page imports', () => {
    const floor = publicImports();
    // Imported only by pages of the route table (`/second-chair`'s tabs, the landing page's cards), not by the entry.
    for (const component of ['@mui/material/Tabs', '@mui/material/Tab', '@mui/material/Card', '@mui/material/CardContent', '@mui/material/Stack']) expect(floor.has(component)).toBe(true);
    // Without following the route table, the floor would shrink to the entry's imports.
    const entryOnly = publicImports(undefined, []);
    expect(entryOnly.has('@mui/material/Tabs')).toBe(false);
    expect(entryOnly.size).toBeLessThan(floor.size);
  });
});

describe('per-route floors (ADR 0132)', () => {
  const walk = (route: FloorRoute) => {
    const { entryPoints, routeTables, frameImports } = ROUTE_FLOORS[route];
    return publicImports(entryPoints, routeTables, frameImports);
  };

  it('gives /login the login screen and MSAL, not the portal runtime it leads to', () => {
    const login = walk('/login');
    expect(login.has('@azure/msal-browser')).toBe(true);
    expect(login.get('react-dom/client')?.named.has('hydrateRoot')).toBe(true);
    expect(login.has('redux-persist')).toBe(false);
    // Nor the public pages of the route table.
    expect(login.has('@mui/material/Tabs')).toBe(false);
  });

  it('gives /home the portal runtime (persistence, RTK Query, MSAL) on a fresh root', () => {
    const home = walk('/home');
    for (const pkg of ['redux-persist', '@reduxjs/toolkit/query/react', '@azure/msal-browser']) expect(home.has(pkg)).toBe(true);
    expect(home.get('react-dom/client')?.named.has('createRoot')).toBe(true);
  });

  it('counts a namespace member used only as a generic type as no import', () => {
    for (const route of ['/', '/login', '/home'] as const) expect(walk(route).get('zod/mini')?.named.has('infer') ?? false).toBe(false);
  });

  it('refuses an entry point that moved instead of shrinking the floor', () => {
    expect(() => publicImports(['src/no/such/module.ts'], [])).toThrow(/ROUTE_FLOORS/);
  });
});
