import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { exportedFile } from '../lib/files'
import { baseBuild } from '../scripts/lib/base-build'
import { freePort, startTestServer } from '../scripts/lib/test-server'

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const out = path.join(repo, 'out')

export interface Running {
  origin: string
  stop(): Promise<void>
}

async function waitForPort(origin: string, child?: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      // Any answer will do (a TLS port answers plain HTTP with 400).
      await fetch(origin, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`${origin} did not start`)
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(child.pid!, signal)
  })
}

/** ngx_brotli's two modules (Debian: libnginx-mod-http-brotli-filter and -static), which brotli.conf needs. */
export const brotliModules = ['filter', 'static'].map(
  (name) => `/usr/lib/nginx/modules/ngx_http_brotli_${name}_module.so`,
)

/** A built site: its out/ folder and the nginx rules the build generated for it. */
export interface Site {
  out: string
  nginx: string
  /** nginx's `root` when it is not `out`: a base-path build sits in `<root><base path>/`. */
  root?: string
}
export const builtSite: Site = { out, nginx: path.join(repo, 'deploy', 'nginx') }

/** `npm run build:base`: the site built for `baseBuild.basePath` (scripts/build-base.ts). */
export const baseSite: Site & { basePath: string } = {
  basePath: baseBuild.basePath,
  root: path.join(repo, baseBuild.dir),
  out: path.join(repo, baseBuild.dir, baseBuild.basePath),
  nginx: path.join(repo, baseBuild.dir, 'nginx'),
}

/**
 * Debian's nginx on 127.0.0.1 from a temporary prefix, with the generated deploy/nginx/rules.conf
 * inside a server block rooted at out/. Stopped by its PID (the master: `daemon off`).
 */
export async function startNginx({ tls = false, site = builtSite } = {}): Promise<
  Running & { errorLog: () => string }
> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'))
  const port = await freePort()
  if (tls) {
    // A throwaway self-signed certificate, as deploy/nginx/site.conf.example uses a real one.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(prefix, 'key.pem'),
        '-out',
        path.join(prefix, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
  }
  const brotli = brotliModules.every((module) => existsSync(module))
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir))
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `${brotli ? brotliModules.map((module) => `load_module ${module};\n`).join('') : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  include ${site.nginx}/http.conf;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port}${tls ? ' ssl' : ''};
    ${tls ? `ssl_certificate ${prefix}/cert.pem;\n    ssl_certificate_key ${prefix}/key.pem;` : ''}
    root ${site.root ?? site.out};
    include ${site.nginx}/rules.conf;
    ${brotli ? `include ${repo}/deploy/nginx/brotli.conf;` : ''}
  }
}
`,
  )
  const child = spawn('nginx', ['-p', `${prefix}/`, '-c', conf, '-e', `${prefix}/error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  await waitForPort(`http://127.0.0.1:${port}`, child)
  return {
    origin,
    errorLog: () => readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      await stopChild(child, 'SIGQUIT')
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

/** `npm run serve` (scripts/serve.ts) on a free port, stopped by its PID. */
export async function startServe({ site = builtSite } = {}): Promise<Running> {
  const { origin, stop } = await startTestServer(site.out)
  return { origin, stop }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/**
 * A plain static host, as many are: `/x` → x, x.html or x/index.html, `/x/` → x/index.html, no
 * redirects, no rules. `prefix` serves the site under a path (a wrong base path) and nothing else.
 */
export async function startPlainHost(prefix = '', root = out): Promise<Running> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const inside = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null
    const file = inside === null ? undefined : exportedFile(root, inside)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
