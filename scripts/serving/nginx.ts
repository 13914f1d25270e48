/**
 * Renders an nginx `server` block from the serving policy (policy.ts). Used for the committed
 * `deploy/nginx/portal.conf` (Debian's nginx behind TLS) and for the unprivileged nginx the e2e suite runs.
 */
import { CACHE, COMPRESSED_TYPES, HSTS, NONCE_PLACEHOLDER, PATHS, securityHeaders } from './policy.ts';
import type { PageKind, ServingTarget } from './policy.ts';
import { API_BODY_LIMIT } from '../../src/shared/contract/errors.ts';

export interface NginxServerOptions {
  target: ServingTarget;
  /** `listen` directives, e.g. `443 ssl http2` or `127.0.0.1:4173`. */
  listen: string[];
  /** Directory holding the build (dist/). */
  root: string;
  serverName?: string;
  /** TLS: adds HSTS and the certificate directives. */
  tls?: { certificate: string; key: string };
  /** Path prefix → upstream URL (e.g. `/api/` → `http://127.0.0.1:4174`). */
  proxies: Record<string, string>;
  /** Emit `brotli_static on` (needs Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** Lines placed before the server block (comments). */
  header?: string[];
}

// nginx mints a fresh 128-bit random id per request; it becomes the style nonce (ADR 0061).
const NONCE = '$request_id';
/** The named location a missing hashed asset ends in. */
const MISSING_ASSET = '@missing_asset';

/** The named location a body over client_max_body_size ends in (issue #47 §7). */
const TOO_LARGE = '@too_large';
/** What the API service answers a body over its limit with; nginx says the same instead of its HTML page. */
export const TOO_LARGE_BODY = '{"message":"The request is too large."}';

/** The level nginx compresses HTML with on the fly (gzip_comp_level; nginx's default is 1). */
export const GZIP_LEVEL = 6;

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

function headerLines(options: NginxServerOptions, page: PageKind, cacheControl: string): string[] {
  const headers: Record<string, string> = {
    ...securityHeaders(options.target, { nonce: NONCE }, page),
    ...(options.tls ? { 'Strict-Transport-Security': HSTS } : {}),
    'Cache-Control': cacheControl,
  };
  // `always`: error responses (404) carry the headers too. add_header in a location replaces the server's
  // list, so every location repeats the whole set.
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

const block = (head: string, body: string[]) => [`${head} {`, ...body.map((line) => (line ? `    ${line}` : line)), '}'];

export function renderNginxServer(options: NginxServerOptions): string {
  const { redirectBridge, hashedAssets, spaFallback, prerenderedPage } = PATHS;
  const locations: string[][] = [
    // Content-hashed files: exact names only, an unknown one is a 404 (a stale tab then reloads). Only a file
    // that exists is cached for a year: the 404 goes through @missing_asset, which forbids caching it (a request
    // racing a deploy, or a CDN in front, must not keep a missing chunk). A direct .br/.gz URL is served as what
    // it is, compressed data (its own type, no Content-Encoding), not as octet-stream.
    block(`location ^~ ${hashedAssets}`, [
      ...headerLines(options, 'app', CACHE.immutable),
      `try_files $uri ${MISSING_ASSET};`,
      ...block('location ~ \\.br$', ['types { }', `default_type ${COMPRESSED_TYPES.br};`, `try_files $uri ${MISSING_ASSET};`]),
      ...block('location ~ \\.gz$', ['types { }', `default_type ${COMPRESSED_TYPES.gz};`, `try_files $uri ${MISSING_ASSET};`]),
    ]),
    block(`location ${MISSING_ASSET}`, [...headerLines(options, 'app', CACHE.none), 'return 404;']),
    // The MSAL redirect bridge page, served without COOP.
    block(`location = ${redirectBridge.prefix}`, [...headerLines(options, 'redirect-bridge', CACHE.revalidate), `try_files /${redirectBridge.file} =404;`]),
    block(`location ^~ ${redirectBridge.prefix}/`, [...headerLines(options, 'redirect-bridge', CACHE.revalidate), `try_files /${redirectBridge.file} =404;`]),
    ...Object.entries(options.proxies).map(([prefix, upstream]) =>
      block(`location ^~ ${prefix}`, [
        `proxy_pass ${upstream};`,
        'proxy_http_version 1.1;',
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        // The service's body limit is nginx's too, and a body within it is kept in memory: nginx never writes one to
        // a temporary file (which an nginx started as root, its workers as nobody, could not write: a 500). A body
        // over it gets the service's JSON 413 in the service's words, not nginx's HTML page.
        `client_max_body_size ${API_BODY_LIMIT};`,
        `client_body_buffer_size ${API_BODY_LIMIT};`,
        `error_page 413 ${TOO_LARGE};`,
        // No proxy_read_timeout here: nginx's 60 s is four of the stream's 15 s heartbeats, and when the upstream
        // closes (the service died) nginx closes the browser's response too (ADR 0162).
      ]),
    ),
    ...(Object.keys(options.proxies).length > 0
      ? [block(`location ${TOO_LARGE}`, ['default_type application/json;', 'add_header Cache-Control "no-store" always;', `return 413 '${TOO_LARGE_BODY}';`])]
      : []),
    // Anything that looks like a file (has an extension) is that file or a 404, never the SPA page.
    block('location ~ \\.[A-Za-z0-9]+$', [...headerLines(options, 'app', CACHE.revalidate), 'try_files $uri =404;']),
    // Every other path is an app route: its prerendered page if the build wrote one, else the SPA page.
    block('location /', [...headerLines(options, 'app', CACHE.revalidate), `try_files $uri/${prerenderedPage} /${spaFallback} =404;`]),
  ];
  const server = [
    ...(options.serverName ? [`server_name ${options.serverName};`] : []),
    ...options.listen.map((listen) => `listen ${listen};`),
    ...(options.tls ? [`ssl_certificate ${options.tls.certificate};`, `ssl_certificate_key ${options.tls.key};`] : []),
    `root ${options.root};`,
    'server_tokens off;',
    'charset utf-8;',
    'charset_types application/javascript application/json text/css image/svg+xml;',
    '',
    '# Precompressed files written by the build (.br, .gz); HTML is compressed on the fly because the',
    '# nonce is substituted into it per response.',
    'gzip_static on;',
    ...(options.brotli ? ['brotli_static on;'] : []),
    'gzip on;',
    // nginx's default level is 1: `/` (73 KB of HTML, mostly its critical CSS) came to 13.9 KB and, with the
    // headers, more than the 14,600 bytes a new connection's first round trip carries (10 TCP segments), so the
    // page needed a second round trip before its first paint. Level 6 makes it 11 KB (ADR 0139).
    `gzip_comp_level ${GZIP_LEVEL};`,
    'gzip_vary on;',
    'gzip_types application/json;',
    '',
    `# The style nonce: the built HTML carries ${NONCE_PLACEHOLDER} where a nonce goes.`,
    `sub_filter ${quote(NONCE_PLACEHOLDER)} ${quote(NONCE)};`,
    'sub_filter_once off;',
    '',
    ...locations.flatMap((lines) => [...lines, '']),
  ];
  server.pop();
  return [...(options.header ?? []), ...block('server', server), ''].map((line) => line.trimEnd()).join('\n');
}

/**
 * An `upstream` block: the API service's instances, which hold no state of their own (issue #25 §7). nginx
 * deals requests round robin; a refused connection goes to the next instance (proxy_next_upstream's default),
 * and an event stream stays on the instance it opened on (its events reach every instance through the database).
 */
export function renderNginxUpstream(name: string, servers: readonly string[]): string {
  return [...block(`upstream ${name}`, servers.map((server) => `server ${server.replace(/^https?:\/\//, '')};`)), ''].join('\n');
}

export interface StandaloneNginxOptions {
  /** nginx's own folder (pid, error log, temporary files); created by the caller. */
  prefix: string;
  /** The brotli_static module's file, or null. */
  brotliModule: string | null;
  /** What goes in the `http` block: upstream and server blocks. */
  http: string;
}

/** The temporary folders an unprivileged nginx needs under its prefix. */
export const NGINX_TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/**
 * A whole nginx.conf for an unprivileged nginx in the foreground (`daemon off`), everything under its own
 * prefix: `npm run serve` with nginx, the e2e suite and the service's nginx test run it.
 */
export function renderStandaloneNginx(options: StandaloneNginxOptions): string {
  const { prefix, brotliModule } = options;
  const join = (name: string) => `${prefix.replace(/\/$/, '')}/${name}`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join('nginx.pid')};`,
    `error_log ${join('error.log')} warn;`,
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...NGINX_TEMP_DIRS.map((dir) => `    ${dir}_temp_path ${join(dir)};`),
    ...options.http.split('\n').map((line) => (line ? `    ${line}` : line)),
    '}',
    '',
  ].join('\n');
}
