/**
 * Build-time part of the serving policy: writes version.json (the build id a stale tab compares with),
 * staticwebapp.config.json for this build's settings (Azure deploys dist/ as is), and fails the build
 * when an HTML file carries an inline script other than the theme boot, which the CSP allows by its hash
 * (ADR 0138): the SPA shell carries it once, the redirect bridge page not at all (the app loader, also allowed by
 * its hash, is only in the prerendered pages, ADR 0139). scripts/prerender.tsx checks
 * the pages it writes the same way.
 */
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { renderStaticWebAppConfig } from './swa.ts';
import { buildTarget } from './targets.ts';
import { inlineScriptProblems } from './themeBoot.ts';
import { PATHS } from './policy.ts';

export class ServingPolicyPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServingPolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServingPolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const buildId = compilation.hash ?? '';
        compilation.emitAsset('version.json', new webpack.sources.RawSource(`${JSON.stringify({ buildId })}\n`));
        compilation.emitAsset('staticwebapp.config.json', new webpack.sources.RawSource(renderStaticWebAppConfig(buildTarget())));
      });
      compilation.hooks.processAssets.tap({ name: 'ServingPolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.html')) continue;
          // webpack's pages are the SPA shell (the boot, no loader: its entry scripts are deferred tags) and the bridge.
          const problems = inlineScriptProblems(source.source().toString(), { themeBoot: name !== PATHS.redirectBridge.file, appLoader: false });
          for (const problem of problems) compilation.errors.push(new webpack.WebpackError(`${name} has ${problem}; the CSP allows script files and the theme boot's and app loader's hashes only`));
        }
      });
    });
  }
}
