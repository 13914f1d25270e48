import { publicImports } from './floor';

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
