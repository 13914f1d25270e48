import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Layers, one way only: app → (portal | marketing) → features → navigation → api → services → (ui | lib).
// Features may reach app only for the typed hooks and store types. docs/adr/0050-folder-map.md has the map.
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// src/app reaches a feature only through its manifests (ADR 0121): feature.ts (what the store reads) and views.ts (what
// the shell renders), plus the lists of manifests. Computed from the folders, so a new feature edits nothing here.
const FEATURE_MANIFESTS = [
  './coreFeatures.ts',
  './portalFeatures.ts',
  './signInFeatures.ts',
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => [`./${name}/feature.ts`, `./${name}/views.ts`]),
];

// Conventions (README "Conventions", ADR 0121): actions a slice reduces are its `reducers`; every other action is a
// createAction in its feature's events.ts; components read RTK Query through `api.endpoints.<name>.useQuery()`.
const CONVENTIONS = [
  {
    selector: "CallExpression[callee.name='createAction']",
    message: "createAction belongs in the feature's events.ts; an action its own slice reduces is one of the slice's reducers (README, Conventions).",
  },
  {
    // An endpoint's own useInfiniteQuery (api.endpoints.<name>.useInfiniteQuery(), ADR 0172) is the endpoint form too.
    selector: "ObjectPattern > Property[key.name=/^use(Lazy)?(?!Infinite(Query|QueryState)$)[A-Z][A-Za-z]*(Query|Mutation|QueryState)$/]",
    message: 'Read RTK Query through the endpoint: api.endpoints.<name>.useQuery() / useQueryState() (README, Conventions).',
  },
  {
    selector: "MemberExpression[property.name=/^use(Lazy)?(?!Infinite(Query|QueryState)$)[A-Z][A-Za-z]*(Query|Mutation|QueryState)$/]",
    message: 'Read RTK Query through the endpoint: api.endpoints.<name>.useQuery() / useQueryState() (README, Conventions).',
  },
  {
    // MUI 9 dropped the system props: <Typography color="text.secondary"> matches no colour variant and draws the
    // body colour (the palette keys are textPrimary, textSecondary, textDisabled); sx resolves the path as before.
    selector: "JSXAttribute[name.name='color'] > Literal[value=/^text\\./]",
    message: 'MUI 9: a palette path in the color prop draws nothing. Use color="textSecondary" (Typography) or sx={{ color: \'text.secondary\' }}.',
  },
];

// The plain controls' class names are src/ui's (issue #49): views use its components, never a `pc-*` string.
const NO_PLAIN_CLASSES = [
  {
    selector: 'Literal[value=/(^|\\s)pc-[a-z]/], TemplateElement[value.raw=/(^|\\s)pc-/]',
    message: 'The plain controls\' pc-* classes belong to src/ui: use its components (PlainText, PlainPaper, PlainList, PlainTable, …).',
  },
];

// One zod for the whole app: webpack keeps one copy of zod's core with every export any chunk uses, so a single
// classic `zod` import anywhere puts most of the core into the public pages' entry chunk (ADR 0111).
const ZOD_MINI_ONLY =
  "Import zod/mini (functional forms: z.optional(x), z.string().check(z.maxLength(n)), z.pipe(a, z.transform(f))). Classic zod pulls all of zod's core into the public entry chunk: docs/adr/0111-zod-mini-only.md.";

export default tseslint.config(
  { ignores: ['dist/**', 'dist-next/**', 'dist-sourcemaps/**', '.serve/**', 'coverage/**', 'public/mockServiceWorker.js', 'public/theme-boot.js', 'public/app-loader.js', 'playwright-report/**', 'test-results/**', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // We do not use the React Compiler; this rule only reports libraries it would skip (TanStack Virtual).
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // src/shared is what the portal and the service share (roles, rules, dates, schemas, the contract): it imports
            // only itself, so the service can read it without reaching into the portal's layers.
            zone('./src/shared', './src', 'shared/ is what the portal and the service share: it imports only itself.', ['./shared']),
            zone('./src/shared', './service', 'shared/ must not depend on the service.'),
            zone('./src/shared', './scripts', 'shared/ must not depend on scripts/.'),
            zone('./service/src', './src', 'The service imports only src/shared (roles, rules, dates, schemas, the contract), never the portal.', ['./shared']),
            zone('./service/src', './scripts', 'The service does not import scripts/: what both need lives in src/shared or the service.'),
            zone('./src/lib', './src', 'lib/ is pure: it imports nothing from the app.', ['./lib', './shared']),
            zone('./src/ui', './src', 'ui/ holds presentational components only.', ['./ui', './lib', './shared']),
            zone('./src/api', './src/features', 'api/ must not depend on features.'),
            zone('./src/api', './src/app', 'api/ must not depend on app/.'),
            zone('./src/features', './src/app', 'features/ may import only app/hooks.ts and app/types.ts.', ['./hooks.ts', './types.ts']),
            zone('./src/features', './src/portal', 'features/ must not depend on the portal.'),
            zone('./src/features', './src/marketing', 'features/ must not depend on marketing pages.'),
            zone('./src/marketing', './src/portal', 'Public pages must not pull in the portal.'),
            zone('./src/portal', './src/marketing', 'The portal does not import marketing pages.'),
            zone('./src/mocks', './src', 'mocks/ may import only api/types, lib/, shared/ (contract, rules, roles), config and the navigation model (the mock API enforces the same roles).', ['./mocks', './api/types', './lib', './shared', './config.ts', './navigation/navModel.ts']),
            zone('./src/services', './src', 'services/ (ports) import only each other, lib/, shared/ and config.', ['./services', './lib', './shared', './config.ts']),
            // …and loads the portal's page views lazily (a page's `view`: import() only, see the rule below; ADR 0134).
            zone('./src/navigation', './src', 'navigation/ is the static catalogue: it imports only lib/, ui/ and shared/ (role lists), and loads page views with import().', ['./navigation', './lib', './ui', './shared', './portal/pages']),
            zone('./src/api', './src/portal', 'api/ must not depend on the portal.'),
            zone('./src/api', './src/marketing', 'api/ must not depend on marketing pages.'),
            zone('./src/api', './src/navigation', 'api/ must not depend on navigation.'),
            zone('./src/features', './src/mocks', 'features/ must not depend on the mocks.'),
            zone('./src/startup', './src/features', "Start-up imports a feature only through its manifests and views, and the saved theme's reader and theme provider it evaluates in steps of their own (ADR 0134).", [...FEATURE_MANIFESTS, './theme/readSavedTheme.ts', './theme/AppThemeProvider.tsx']),
            zone('./src/app', './src/features', 'src/app imports a feature only through its manifests: features/<name>/feature.ts (store) or views.ts (shell), or the lists coreFeatures.ts / signInFeatures.ts / portalFeatures.ts (ADR 0121, 0135).', FEATURE_MANIFESTS),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector', 'useStore'], message: 'Use the typed hooks from src/app/hooks.ts.' },
            { name: '@mui/material', message: 'Use path imports, e.g. @mui/material/Button.' },
            { name: '@mui/icons-material', message: 'Use path imports, e.g. @mui/icons-material/Menu.' },
            ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({ name, message: ZOD_MINI_ONLY })),
          ],
          patterns: [{ group: ['zod/v4/classic', 'zod/v4/classic/*'], message: ZOD_MINI_ONLY }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/events.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CONVENTIONS, ...NO_PLAIN_CLASSES] },
  },
  {
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...CONVENTIONS] },
  },
  {
    // The navigation model names each page's view as a lazy import(); a static import would pull the portal's
    // pages (and every feature they render) into whatever reads the catalogue (ADR 0134).
    files: ['src/navigation/**/*.ts', 'src/navigation/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CONVENTIONS,
        ...NO_PLAIN_CLASSES,
        { selector: "ImportDeclaration[importKind!='type'][source.value=/portal\\//]", message: 'navigation/ loads portal pages only with import() in a page\'s view.' },
      ],
    },
  },
  {
    files: ['src/**/events.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CONVENTIONS.slice(1), ...NO_PLAIN_CLASSES] },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Tests wire real stores across layers on purpose.
      'import-x/no-restricted-paths': 'off',
    },
  },
);
