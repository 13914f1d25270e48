/**
 * Writes the named chunk groups of a production build and their script files (see `chunkGroups.ts`) after
 * webpack emitted them. Read from webpack's own chunk graph, so split vendor chunks and renamed hashes follow.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { chunkGroupsFile } from './chunkGroups.ts';
import type { ChunkGroups } from './chunkGroups.ts';

export class ChunkGroupsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      const output = compiler.outputPath;
      const file = chunkGroupsFile(path.dirname(output), path.basename(output));
      const publicPath = compilation.outputOptions.publicPath;
      if (typeof publicPath !== 'string') throw new Error('ChunkGroupsPlugin needs a fixed output.publicPath');
      const groups: ChunkGroups = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        groups[name] = group.getFiles().filter((asset) => asset.endsWith('.js')).map((asset) => `${publicPath}${asset}`);
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(groups, null, 2)}\n`);
    });
  }
}
