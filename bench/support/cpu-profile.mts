// Reads a V8 CPU profile (`node --cpu-prof`) and says where a server's time went, grouped by
// package (or node's internals, the garbage collector, native calls such as socket writes),
// counting only the samples of the measured window, not the start-up before it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log } from './report.mts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

/** What a sample is charged to: the package of its innermost frame, or what V8 calls it. */
function groupOf({ functionName, url }: ProfileNode['callFrame']): string {
  const pnpmPackage = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/.exec(url);
  if (pnpmPackage) return pnpmPackage[1]!.replace('+', '/');
  const packageFolder = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageFolder) return packageFolder[1]!;
  if (url.startsWith('node:')) return "node's own JavaScript";
  if (url) return 'our code';
  // Native frames have no script: socket writes (writev), string writes, GC, idle time.
  return functionName ? `(native) ${functionName}` : '(native)';
}

export interface ProfileShare {
  group: string;
  percent: number;
}

/** The groups that took at least `minPercent` of the last `windowSeconds` of the profile. */
export function profileShares(file: string, windowSeconds: number, minPercent = 1): ProfileShare[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Sample times run backwards from the end: the deltas are the gaps between samples.
  let time = profile.endTime;
  const windowStart = profile.endTime - windowSeconds * 1e6;
  const totals = new Map<string, number>();
  let busy = 0;
  for (let index = profile.samples.length - 1; index >= 0; index -= 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    if (time < windowStart) break;
    time -= delta;
    const node = nodes.get(profile.samples[index]!);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const group = groupOf(node.callFrame);
    totals.set(group, (totals.get(group) ?? 0) + delta);
    busy += delta;
  }
  return [...totals]
    .map(([group, spent]) => ({ group, percent: (100 * spent) / busy }))
    .filter((share) => share.percent >= minPercent)
    .sort((a, b) => b.percent - a.percent);
}

/**
 * Runs `measure` with V8's profiler on in the server it starts (it passes `nodeOptions` to node)
 * and returns the share of the server's busy time each package took in the last
 * `windowSeconds`. The profile is deleted afterwards unless BENCH_PROFILE_DIR names a folder to
 * keep it in (open it in Chrome's DevTools to see functions, not packages).
 */
export async function profileServer(
  measure: (nodeOptions: string[]) => Promise<unknown>,
  windowSeconds: number,
  minPercent = 2,
): Promise<ProfileShare[]> {
  const kept = process.env.BENCH_PROFILE_DIR;
  const folder = kept ?? mkdtempSync(join(tmpdir(), 'care-profile-'));
  const before = new Set(existsSync(folder) ? readdirSync(folder) : []);
  try {
    await measure(['--cpu-prof', `--cpu-prof-dir=${folder}`]);
    const file = readdirSync(folder).find(
      (name) => name.endsWith('.cpuprofile') && !before.has(name),
    );
    if (!file) throw new Error('the profiled server wrote no profile');
    if (kept) log(`profile kept: ${join(folder, file)}`);
    return profileShares(join(folder, file), windowSeconds, minPercent);
  } finally {
    if (!kept) rmSync(folder, { recursive: true, force: true });
  }
}

export function logShares(shares: ProfileShare[]) {
  log('where the API spends its busy time under that load (profiled):');
  for (const share of shares) log(`  ${share.percent.toFixed(1).padStart(5)} %  ${share.group}`);
}
