import Ajv from 'ajv';
import openapi from '../../docs/api/openapi.json';
import { NOTIFICATION_ROUTES } from './handlers/notifications';

type Operation = { responses: Record<string, { content?: { 'application/json': { schema: object } } } | { $ref: string }> };
const paths = openapi.paths as unknown as Record<string, Record<string, unknown>>;
const ajv = new Ajv({ strict: false, validateFormats: false });
ajv.addSchema({ ...openapi, $id: 'openapi' }, 'openapi');

const api = (path: string) => new URL(`/api${path}`, location.href).href;
const documented = Object.entries(paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((k) => ['get', 'put', 'post', 'patch', 'delete'].includes(k))
    .map((method) => `${method.toUpperCase()} ${path}`),
);

describe('contract: the MSW handlers follow docs/api/openapi.json', () => {
  it('mocks exactly the documented operations', () => {
    const mocked = Object.values(NOTIFICATION_ROUTES).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(mocked.sort()).toEqual(documented.sort());
  });

  it('GET /notifications returns notifications matching the schema', async () => {
    const response = await fetch(api('/notifications'));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const validate = ajv.compile({ type: 'array', items: { $ref: 'openapi#/components/schemas/Notification' } });
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });

  it.each([
    ['PUT', '/notifications/n-1/read', 204],
    ['PUT', '/notifications/read', 204],
    ['DELETE', '/notifications/n-2', 204],
    ['DELETE', '/notifications', 204],
    ['PUT', '/notifications/nope/read', 404],
    ['DELETE', '/notifications/nope', 404],
  ])('%s %s answers %i as documented', async (method, path, status) => {
    const response = await fetch(api(path), { method });
    expect(response.status).toBe(status);
    const template = path.replace(/\/notifications\/(?!read$)[^/]+/, '/notifications/{notificationUID}');
    const operation = paths[template]?.[method.toLowerCase()] as Operation | undefined;
    expect(operation?.responses[String(status)]).toBeDefined();
    if (status === 404) {
      const validate = ajv.compile({ $ref: 'openapi#/components/schemas/Error' });
      expect(validate(await response.json())).toBe(true);
    }
  });
});
