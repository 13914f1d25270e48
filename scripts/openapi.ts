/**
 * Writes docs/api/openapi.json: the whole document, made by zod-openapi from the contract (scripts/openapiDocument.ts,
 * ADR 0161). Run `npm run openapi` after changing a schema or an operation; src/mocks/contract.test.ts fails when the
 * file is not what the contract makes, and `npm run lint:openapi` lints it (Redocly).
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiDocument } from './openapiDocument.ts';

const file = path.resolve(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
const document = apiDocument();
fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths ?? {}).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`Wrote ${operations} operations and ${Object.keys(document.components?.schemas ?? {}).length} schemas to ${path.relative(process.cwd(), file)}`);
