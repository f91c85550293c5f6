/**
 * The long main-thread tasks of the patients list's first load on a 4× slower CPU (as Lighthouse's
 * mobile preset), each with where its time went: what a blocking-time figure is made of.
 *
 *   npx tsx bench/long-tasks.ts [runs=3] [customer=bedwetting]
 *   WEB_DIST_DIR=/tmp/webmap npx tsx bench/long-tasks.ts   # a build with source maps: by package
 *
 * Served by the real server (embedded database, demo clinic), loaded by Debian's Chromium with an
 * empty cache, logged in as the demo nurse. A task is long above 50 ms; its time is split by the
 * samples of Chromium's CPU profiler taken inside it, by script file, or by package and source
 * file when the build has source maps (`npx vite build --sourcemap --outDir /tmp/webmap` in
 * apps/web). Blocking time here is what each long task after the first paint holds beyond 50 ms.
 * No baseline: it explains bench/lighthouse.ts, whose figures are the targets. The main-thread
 * budget of the list's first load (issue 45; bench/README.md, "Lighthouse performance") is checked
 * at the end, on the median and the worst run: blocking time after the first paint and the longest
 * task after it, each at most MAIN_THREAD_BUDGET_MS.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startServer } from './lib/server.ts';
import { demoNurseStorage, storeEntries } from './lib/signed-in.ts';

const runs = Number(process.argv[2] ?? 3);
const customer = process.argv[3] ?? 'bedwetting';
const distDir = process.env.WEB_DIST_DIR;
const LONG_TASK_US = 50_000;
const MAIN_THREAD_BUDGET_MS = { blockingAfterFirstPaint: 200, longestTask: 200 };
const perRun: { blocking: number; longest: number }[] = [];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] };
  };
}
interface CpuProfile {
  nodes?: {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();

/** Where a sampled frame's code comes from: a package or source file with source maps, else the script. */
function origin(frame: {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}): string {
  const script = /\/assets\/([^/]+\.js)$/.exec(frame.url)?.[1];
  if (!script) return frame.url ? frame.url : `(${frame.functionName || 'native'})`;
  if (!sourceMaps.has(script)) {
    const mapFile = distDir ? path.join(distDir, 'assets', `${script}.map`) : '';
    sourceMaps.set(
      script,
      existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const source = sourceMaps
    .get(script)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return script;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return inPackage ?? source.replace(/^.*?\/(apps\/web\/src|packages\/domain\/src)\//, '$1/');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-long-tasks-'));
const server = await startServer({
  DATA_DIR: dataDir,
  DEMO_DATA: 'true',
  CUSTOMER: customer,
  ...(distDir ? { WEB_DIST_DIR: distDir } : {}),
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const signedIn = await demoNurseStorage(server.baseUrl);
  console.log(`${customer} flavour, the patients list's first load at 4× CPU: tasks over 50 ms`);
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/favicon.svg`);
    await page.evaluate(storeEntries, signedIn);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(`${server.baseUrl}/#/patients`);
    await page.locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    await context.close();

    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
    );
    if (!navigation) throw new Error('the trace has no navigation');
    const mainThread = events.find(
      (event) =>
        event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
    )?.tid;
    const firstPaint = events.find(
      (event) =>
        event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
    );
    // The profiler's samples, with their times on the trace's clock.
    const frames = new Map<number, string>();
    const scripts = new Map<number, string>();
    const samples: { ts: number; origin: string; script: string | undefined }[] = [];
    let clock = 0;
    for (const event of events) {
      if (event.pid !== navigation.pid) continue;
      if (event.name === 'Profile') clock = Number(event.args?.data?.startTime ?? 0);
      if (event.name !== 'ProfileChunk') continue;
      const profile = event.args?.data?.cpuProfile;
      for (const node of profile?.nodes ?? []) {
        frames.set(node.id, origin(node.callFrame));
        const script = /\/assets\/([^/]+?)(?:-[\w-]{8})?\.js$/.exec(node.callFrame.url)?.[1];
        if (script) scripts.set(node.id, script);
      }
      (profile?.samples ?? []).forEach((id, index) => {
        clock += event.args?.data?.timeDeltas?.[index] ?? 0;
        samples.push({ ts: clock, origin: frames.get(id) ?? '?', script: scripts.get(id) });
      });
    }
    const tasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === navigation.pid &&
        event.tid === mainThread &&
        event.ts >= navigation.ts &&
        (event.dur ?? 0) > LONG_TASK_US,
    );
    let blockingMs = 0;
    console.log(
      `run ${run}: first paint at ${firstPaint ? Math.round((firstPaint.ts - navigation.ts) / 1000) : '?'} ms`,
    );
    for (const task of tasks) {
      const duration = task.dur ?? 0;
      if (firstPaint && task.ts >= firstPaint.ts) blockingMs += (duration - LONG_TASK_US) / 1000;
      const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + duration);
      const byOrigin = new Map<string, number>();
      for (const sample of inTask) byOrigin.set(sample.origin, (byOrigin.get(sample.origin) ?? 0) + 1);
      const split = [...byOrigin]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([where, count]) => `${where} ${Math.round(((count / inTask.length) * duration) / 1000)}`)
        .join(', ');
      console.log(
        `  at ${String(Math.round((task.ts - navigation.ts) / 1000)).padStart(5)} ms  ${String(Math.round(duration / 1000)).padStart(4)} ms  ${split}`,
      );
    }
    console.log(`  blocking time after the first paint: ${Math.round(blockingMs)} ms`);
    perRun.push({
      blocking: blockingMs,
      longest: Math.max(
        0,
        ...tasks
          .filter((task) => firstPaint && task.ts >= firstPaint.ts)
          .map((task) => (task.dur ?? 0) / 1000),
      ),
    });
    // The app's own chunks: the profiler's time in their code over the whole load (evaluation and
    // what their functions ran later), from the samples' spacing.
    const byScript = new Map<string, number>();
    samples.forEach((sample, index) => {
      if (!sample.script || index === 0) return;
      const spent = (sample.ts - samples[index - 1]!.ts) / 1000;
      byScript.set(sample.script, (byScript.get(sample.script) ?? 0) + spent);
    });
    console.log(
      `  time in the app's chunks: ${[...byScript]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([script, ms]) => `${script} ${Math.round(ms)} ms`)
        .join(', ')}`,
    );
    console.log(`  load average: ${os.loadavg()[0]!.toFixed(1)}`);
  }
  reportBudget();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The median and worst run against the main-thread budget. */
function reportBudget() {
  const line = (name: string, values: number[], budget: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    const worst = sorted.at(-1) ?? 0;
    const verdict = worst <= budget ? 'within' : median <= budget ? 'median within, worst over' : 'OVER';
    console.log(
      `${name}: median ${Math.round(median)} ms, worst ${Math.round(worst)} ms; budget ${budget} ms: ${verdict}`,
    );
  };
  line(
    'blocking time after the first paint',
    perRun.map((run) => run.blocking),
    MAIN_THREAD_BUDGET_MS.blockingAfterFirstPaint,
  );
  line(
    'longest task after the first paint',
    perRun.map((run) => run.longest),
    MAIN_THREAD_BUDGET_MS.longestTask,
  );
}
