/**
 * Build-time part of the serving policy: writes version.json (the build id a stale tab compares with),
 * staticwebapp.config.json for this build's settings (Azure deploys dist/ as is), and fails the build
 * when an HTML file carries an inline script (the CSP allows none).
 */
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { renderStaticWebAppConfig } from './swa.ts';
import { buildTarget } from './targets.ts';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

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
          const inline = INLINE_SCRIPT.exec(source.source().toString());
          if (inline) compilation.errors.push(new webpack.WebpackError(`${name} has an inline script (${inline[0]}); the CSP allows only script files`));
        }
      });
    });
  }
}
