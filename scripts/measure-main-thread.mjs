// Main-thread work of pages on a slow phone, as Lighthouse's total blocking time counts it, but steadier:
// Chromium with its CPU slowed 4× (Lighthouse's mobile factor), a 412 px wide touch screen, a fresh
// context (empty cache) per run, the median of RUNS runs. Lighthouse on a 2-core machine varies by
// hundreds of milliseconds between identical runs; this isolates what the page's own code costs.
// Usage, against a running server (CHROME_PATH if Chromium is not /usr/bin/chromium):
//   node scripts/measure-main-thread.mjs http://127.0.0.1:3300 /en /en/hashtag/perros
// Prints per page: blocking time (the part of each task after FCP beyond 50 ms, summed), the longest
// task, and the script and task time Chromium reports (CDP Performance.getMetrics).
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

async function measureOnce(path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  await context.addInitScript(() => {
    const tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
    Object.defineProperty(window, "__longTasks", { value: tasks });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  }));
  const metrics = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  await context.close();
  let blocking = 0;
  for (const [start, duration] of tasks) {
    const afterFcp = start + duration - Math.max(start, fcp);
    if (afterFcp > 50) blocking += afterFcp - 50;
  }
  return {
    blocking,
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    script: metrics.ScriptDuration * 1000,
    task: metrics.TaskDuration * 1000,
  };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
for (const path of paths.length ? paths : ["/"]) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measureOnce(path));
  const summary = ["blocking", "longest", "script", "task"].map(
    (key) => `${key} ${Math.round(median(results.map((result) => result[key])))} ms`,
  );
  console.log(`${path}: ${summary.join(", ")} (median of ${runs}, CPU ${slowdown}× slower)`);
}
await browser.close();
