// npm test: the size budget. Usage: node scripts/size-budget.mjs <build dir> [budget file] [--files]
// Reads the build's Vite manifest (<dir>/.vite/manifest.json) and, for each route of size-budget.json,
// sums the gzip sizes (zlib level 6, the level of `npm run bench` and of common servers) of every JS
// file the route loads. Prints the table; exits 1 naming each route over its budget.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, formatReport, largestChunk } from './size-budget-core.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const [dirArg, budgetArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const outDir = resolve(ROOT, dirArg ?? 'dist-api');
const budgetFile = resolve(ROOT, budgetArg ?? 'size-budget.json');

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const sizeOf = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 6 }).length;

const rows = checkBudgets(manifest, budget, sizeOf);
const { table, failures } = formatReport(rows);
const largest = largestChunk(manifest, (file) => statSync(join(outDir, file)).size);
const largestKb = Math.round((largest.bytes / 1024) * 10) / 10;
console.log(`Size budget (JS gzip level 6, 1 kB = 1024 bytes) of ${outDir}:\n${table}`);
console.log(`largest chunk: ${largest.file}, ${largestKb} kB minified${budget.largestChunkKb ? ` (budget ${budget.largestChunkKb} kB)` : ''}`);
if (budget.largestChunkKb && largestKb > budget.largestChunkKb) {
  failures.push(`Size budget exceeded: the largest chunk ${largest.file} is ${largestKb} kB minified, over its budget of ${budget.largestChunkKb} kB.`);
}
if (process.argv.includes('--files')) for (const row of rows) console.log(`\n${row.route}:\n  ${row.files.join('\n  ')}`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
