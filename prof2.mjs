import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const cdp = await p.context().newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto('http://localhost:4298/' + (process.argv[2] ?? ''), { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const maps = new Map();
async function orig(cf) {
  const m = /assets\/(.+\.js)$/.exec(cf.url); if (!m) return `${cf.url.replace('http://localhost:4298','')} ${cf.functionName}`;
  if (!maps.has(m[1])) { const f = `dist-sourcemaps/assets/${m[1]}.map`; maps.set(m[1], fs.existsSync(f) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(f,'utf8'))) : null); }
  const c = maps.get(m[1]); if (!c) return m[1];
  const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${(o.source ?? '?').replace('webpack://portal-shell/','').replace('node_modules/','')}:${o.line} ${o.name ?? cf.functionName}`;
}
// busy stretches
let t = profile.startTime; const stretches = []; let cur = null;
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; const n = byId.get(profile.samples[i]); const idle = n.callFrame.functionName === '(idle)';
  if (!idle) { if (!cur || t - cur.end > 2000) { cur = { start: t, end: t, samples: [] }; stretches.push(cur); } cur.end = t; cur.samples.push([profile.samples[i], profile.timeDeltas[i]]); } }
stretches.sort((a, b) => (b.end - b.start) - (a.end - a.start));
for (const s of stretches.slice(0, 3)) {
  console.log(`\n=== stretch ${((s.start - profile.startTime)/1000).toFixed(0)} ms, ${((s.end - s.start)/1000).toFixed(0)} ms`);
  const incl = new Map(); const self = new Map();
  for (const [id, dt] of s.samples) { const seen = new Set(); let c = id; let first = true; while (c) { const n = byId.get(c); const key = await orig(n.callFrame); if (first) { self.set(key, (self.get(key) ?? 0) + dt); first = false; } if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + dt); } c = parent.get(c); } }
  for (const [k, v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0, 45)) console.log((v/1000).toFixed(0).padStart(6), k.slice(0, 140));
}
await b.close();
