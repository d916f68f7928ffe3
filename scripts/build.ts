// The stages of `npm run build` around `next build`, whose static generation uses every core. Steps of a
// stage run side by side, because each of them keeps about one core busy and the machine has more:
//   before: content (contentlayer: typed pages, content checks) beside client (esbuild: the page script);
//   after:  the post-build steps over out/ beside the type check (tsc), which Next's build would otherwise
//           run on one core between its compile and its static generation (next.config.mjs turns it off).
// `next build` runs between them from package.json, not from here, so that this process is not resident
// beside Next's workers (the build's peak memory is there). A failed step fails the stage with its output and
// exit code, after the steps beside it have finished. Prints each step's time.
// Run: node scripts/run.mjs scripts/build.ts before|after
import { spawn } from 'node:child_process'
import path from 'node:path'

export interface Step {
  name: string
  command: string
  args: string[]
}

/** A TypeScript entry point, run with the project's toolchain (scripts/run.mjs). */
const script = (name: string, entry: string): Step => ({
  name,
  command: process.execPath,
  args: ['scripts/run.mjs', entry],
})
/** A package's command from node_modules/.bin. */
const bin = (name: string, command: string, args: string[]): Step => ({
  name,
  command: path.join('node_modules', '.bin', command),
  args,
})

export const stages = {
  before: [
    { name: 'content', command: process.execPath, args: ['scripts/build/content.mjs'] },
    script('client', 'scripts/build/client.ts'),
  ],
  after: [script('postbuild', 'scripts/postbuild.ts'), bin('typecheck', 'tsc', ['--noEmit'])],
} satisfies Record<string, Step[]>

/** Runs one step with the build's output; resolves with its seconds, rejects naming the step and its exit. */
export function runStep(step: Step): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit' })
    child.on('error', (error) => reject(new Error(`${step.name}: ${error.message}`)))
    child.on('exit', (code, signal) => {
      if (code === 0) resolve((performance.now() - started) / 1000)
      else reject(new Error(`${step.name} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

/**
 * Runs the stages in order and the steps of each stage together. Returns one line of step times, or
 * throws listing every step of the failed stage that failed.
 */
export async function build(
  plan: Step[][],
  run: (step: Step) => Promise<number> = runStep,
): Promise<string> {
  const times: string[] = []
  for (const stage of plan) {
    const results = await Promise.allSettled(stage.map(run))
    const failed = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as Error).message] : [],
    )
    if (failed.length > 0)
      throw new Error(`build failed:\n${failed.map((f) => `  ${f}`).join('\n')}`)
    times.push(
      stage
        .map(
          (step, i) =>
            `${step.name} ${(results[i] as PromiseFulfilledResult<number>).value.toFixed(1)} s`,
        )
        .join(' ∥ '),
    )
  }
  return times.join(' → ')
}

// scripts/run.mjs sets argv[1] to the entry it runs (postbuild.ts also ends in build.ts).
if (process.argv[1] === path.resolve('scripts/build.ts')) {
  const name = process.argv[2]
  if (name !== 'before' && name !== 'after') {
    console.error('usage: node scripts/run.mjs scripts/build.ts before|after')
    process.exit(2)
  }
  try {
    console.log(`build (${name} next build): ${await build([stages[name]])}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
