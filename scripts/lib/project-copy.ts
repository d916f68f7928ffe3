// A temporary copy of the project, to build or run without touching the working tree (the benchmark's
// synthetic builds and dev loop, the tests of the writer's error path).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface ProjectCopyOptions {
  /** The new files git does not ignore too, as they are in the working tree. @default false */
  untracked?: boolean
}

/**
 * Copies the project's files as git lists them into a new folder under the system's temporary folder
 * (`<prefix>XXXXXX`), node_modules hard-linked: a real folder inside the copy for Turbopack, which
 * refuses a node_modules symlink that leads out of the project, and no copy of its bytes. The caller
 * removes the folder.
 */
export function copyProject(
  root: string,
  prefix: string,
  { untracked = false }: ProjectCopyOptions = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const args = [
    'ls-files',
    '-z',
    '--cached',
    ...(untracked ? ['--others', '--exclude-standard'] : []),
  ]
  const files = execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    const from = path.join(root, file)
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    try {
      cpSync(from, path.join(dir, file))
    } catch (error) {
      // Deleted in the working tree but still in the index: the copy is of the working tree.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  // The folder itself, not a symlink to it (a git worktree's node_modules may lead to the main one's): `cp -al`
  // of a symlink copies the link, which Turbopack refuses, and a second run would put a link inside the target.
  const modules = realpathSync(path.join(root, 'node_modules'))
  execFileSync('cp', ['-al', modules, path.join(dir, 'node_modules')])
  return dir
}
