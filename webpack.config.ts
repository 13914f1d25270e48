import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { publicEnv } from './scripts/env.ts';
import { COMPRESSIBLE } from './scripts/serving/policy.ts';
import { ServingPolicyPlugin } from './scripts/serving/webpackPlugin.ts';
import { THEME_BOOT } from './scripts/serving/themeBoot.ts';
import { ChunkGroupsPlugin } from './scripts/build/chunkGroupsPlugin.ts';
import { SitemapPlugin } from './scripts/build/sitemap.ts';
import { showRuntimeErrorOverlay } from './scripts/build/devOverlay.ts';
import { devProxyHooks } from './scripts/api-proxy.ts';

/** Chunks the public pages load (their pages, the header's pop-ups): never given a file of the portal's. */
const isPublicChunk = (name: string | null | undefined): boolean => name === 'public-header-popups' || (name ?? '').startsWith('page-');

/** Whether `module` is in the chunk named `name` (before splitting: the dynamic import or entry of that name). */
function inChunkNamed(chunkGraph: webpack.ChunkGraph, module: webpack.Module, name: string): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === name) return true;
  return false;
}

/** How many of the lazy chunks of the sign-in pages and the portal have `module`. */
function portalChunksOf(chunkGraph: webpack.ChunkGraph, module: webpack.Module): number {
  let count = 0;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (!chunk.canBeInitial() && !isPublicChunk(chunk.name)) count += 1;
  return count;
}

/**
 * `react-router` and `react-router/dom` (which react-router-dom re-exports) resolved to the package's own production
 * build. Fails the build if a later version no longer ships it, so the alias is never silently stale.
 */
function reactRouterProduction(root: string): Record<string, string> {
  const dist = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('react-router/package.json')), 'dist', 'production');
  const alias = { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
  for (const file of Object.values(alias)) if (!fs.existsSync(file)) throw new Error(`react-router no longer ships ${file}: drop the alias (ADR 0137)`);
  return alias;
}

interface Argv {
  mode?: 'development' | 'production' | 'none';
}

export default (_env: Record<string, unknown>, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const isProd = argv.mode === 'production';
  const isServe = process.env.WEBPACK_SERVE === 'true';
  const env = publicEnv(isProd ? 'production' : 'development');
  const root = import.meta.dirname;

  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic', development: !isProd, refresh: isServe },
      },
    },
  };

  return {
    mode: isProd ? 'production' : 'development',
    context: root,
    entry: {
      main: './src/startup/main.tsx',
      // msal-browser 5: the redirect URI serves a page that only hands the response to the opener.
      redirect: './src/redirect-bridge.ts',
    },
    output: {
      path: path.resolve(root, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
      // Source maps are not published (ADR 0062): written beside dist/, with no sourceMappingURL comment.
      ...(isProd ? { sourceMapFilename: '../dist-sourcemaps/[file].map' } : {}),
      // BUILD_HASH_SALT gives every file a new name (the e2e suite uses it to stage a second deployment).
      ...(process.env.BUILD_HASH_SALT ? { hashSalt: process.env.BUILD_HASH_SALT } : {}),
    },
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // React Router 7's exports map names only its development build (remix-run/react-router#12532, #14102): its
      // dev warnings build their messages on every route match. The package's own production build, same version,
      // is taken instead in production (ADR 0137).
      ...(isProd ? { alias: reactRouterProduction(root) } : {}),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        {
          test: /\.(png|jpe?g|webp|svg|mp4|webm)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:10][ext]' },
        },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 30,
            chunks: 'initial',
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|stylis)[\\/]/,
            name: 'mui',
            priority: 20,
            // Only what the first page needs; portal-only MUI components stay in the lazy chunks.
            chunks: 'initial',
          },
          // The portal's pages load from the navigation model (ADR 0134), beside the portal chunk rather than
          // under it: what the shell pages and the work pages share is one chunk, not many small ones.
          portalShared: {
            name: 'portal-shared',
            chunks: (chunk) => chunk.name === 'portal' || chunk.name === 'work',
            minChunks: 2,
            priority: 5,
            enforce: true,
          },
          // What `/login` downloads besides the entry is three files, not ten (ADR 0147): each gzip file and each
          // chunk costs bytes of its own, and a module shared by two lazy chunks was split out, or copied, per pair.
          // The sign-in runtime's chunk holds every module the sign-in runtime has, wherever else it is used
          // (the login page, the portal, the feedback layer load it from there: every one of them comes after
          // the sign-in runtime, ADR 0135). Public chunks keep their own copy: no public page loads this file.
          signInRuntime: {
            // Not the chunk's own name: webpack moves modules into a chunk of that name only from its children.
            name: 'sign-in',
            chunks: (chunk) => !chunk.canBeInitial() && !isPublicChunk(chunk.name),
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
              inChunkNamed(chunkGraph, module, 'sign-in-runtime') || (inChunkNamed(chunkGraph, module, 'login') && portalChunksOf(chunkGraph, module) > 1),
            priority: 40,
            enforce: true,
          },
          // MSAL and its factory in one file (the redirect bridge's part of it stays a chunk of its own, shared with
          // `redirect.html`, so the sign-in popup's page finds it in the cache).
          msal: {
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => inChunkNamed(chunkGraph, module, 'msal') && !inChunkNamed(chunkGraph, module, 'redirect'),
            name: 'msal-client',
            priority: 35,
            chunks: (chunk) => chunk.name === 'msal',
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
      ),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: ['runtime', 'main'],
        // The SPA shell; scripts/prerender.tsx writes index.html and every public route's page from it (ADR 0105).
        filename: 'app.html',
        favicon: './public/favicon.svg',
        // The theme boot, inlined and minified, allowed by its CSP hash (ADR 0138): no request before the first paint.
        templateParameters: { themeBootScript: THEME_BOOT.script },
      }),
      new HtmlWebpackPlugin({
        template: './public/redirect.html',
        chunks: ['runtime', 'redirect'],
        filename: 'redirect.html',
      }),
      // sitemap.xml from the public route table (development too).
      new SitemapPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: {
              // theme-boot.js and app-loader.js are inlined into the pages (ADR 0138, 0139), not files of the site.
              ignore: ['**/index.html', '**/redirect.html', '**/favicon.svg', '**/theme-boot.js', '**/app-loader.js', ...(isProd ? ['**/mockServiceWorker.js'] : [])],
            },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(isProd
        ? [
            new ServingPolicyPlugin(),
            // Which files each named chunk group has: the prerendered /login requests its chunks up front (ADR 0113).
            new ChunkGroupsPlugin(),
            // Precompressed copies for nginx's gzip_static/brotli_static, sirv and Azure. Not HTML: servers
            // put a per-response nonce into it and compress it on the fly.
            new CompressionPlugin({ test: COMPRESSIBLE, exclude: /staticwebapp\.config\.json$/, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
            new CompressionPlugin({ test: COMPRESSIBLE, exclude: /staticwebapp\.config\.json$/, algorithm: 'brotliCompress', filename: '[path][base].br' }),
          ]
        : []),
      ...(isServe
        ? [
            new ReactRefreshWebpackPlugin({ overlay: false }),
            new ForkTsCheckerWebpackPlugin({ async: true, typescript: { configFile: 'tsconfig.json' } }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: 'localhost',
      hot: true,
      historyApiFallback: {
        index: '/app.html',
        rewrites: [{ from: /^\/redirect(\/|\?|$)/, to: '/redirect.html' }],
      },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: showRuntimeErrorOverlay } },
      static: fs.existsSync(path.resolve(root, 'public')) ? { directory: path.resolve(root, 'public'), watch: false } : false,
      // `npm start` (scripts/start.ts) names where /api, /graph and /__mock go: the API service and the mock Graph. A
      // response ends when its upstream breaks, a body over the limit gets the service's 413 JSON (issue #47, ADR 0162).
      proxy: Object.entries(JSON.parse(process.env.DEV_API_PROXY ?? '{}') as Record<string, string>).map(([context, target]) => ({ context: [context], target, ...devProxyHooks })),
    },
  };
};
