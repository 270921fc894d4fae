/**
 * A CPU profile of a running benchmark server, taken on demand: the parent sends SIGUSR2 to start the
 * V8 sampling profiler and SIGUSR2 again to stop it, and the profile (Chrome's .cpuprofile JSON) is
 * written to BENCH_CPU_PROFILE_DIR as profile-<n>.cpuprofile. Only the load is profiled, not the seeding.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/** Microseconds between samples: 4× V8's default of 1 ms would miss most of a 2 ms request. */
const SAMPLING_INTERVAL_US = 250;

export function profileOnSignal(dir: string): void {
  const session = new Session();
  session.connect();
  let running = false;
  let taken = 0;
  let turn: Promise<void> = Promise.resolve();
  process.on('SIGUSR2', () => {
    turn = turn.then(async () => {
      if (!running) {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
        await session.post('Profiler.start');
        running = true;
        return;
      }
      const { profile } = await session.post('Profiler.stop');
      running = false;
      taken += 1;
      writeFileSync(path.join(dir, `profile-${taken}.cpuprofile`), JSON.stringify(profile));
    });
  });
}
