import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import { crc32, zip } from './zip'

/** Every entry of an archive, read by yauzl (an independent reader; it reports CRCs, not checks them). */
function unzip(archive: Buffer): Promise<Map<string, { data: Buffer; crc: number }>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, { data: Buffer; crc: number }>()
    yauzl.fromBuffer(archive, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'))
      file.on('error', reject)
      file.on('end', () => resolve(entries))
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'))
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('error', reject)
          stream.on('end', () => {
            entries.set(entry.fileName, {
              data: Buffer.concat(chunks),
              crc: entry.crc32,
            })
            file.readEntry()
          })
        })
      })
      file.readEntry()
    })
  })
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.alloc(0))).toBe(0)
  })

  it('matches the CRC that gzip writes in its trailer', () => {
    const data = randomBytes(5000)
    const gz = gzipSync(data)
    expect(crc32(data)).toBe(gz.readUInt32LE(gz.length - 8))
  })
})

describe('zip', () => {
  it('writes an archive that another reader opens with the same files', async () => {
    const html = Buffer.from(`<!DOCTYPE html><p>${'Подключение '.repeat(400)}</p>`)
    const noise = randomBytes(3000) // does not deflate: stored
    const archive = zip(
      [
        { name: 'android-happ.html', data: html },
        { name: 'папка/noise.bin', data: noise },
        { name: 'empty.txt', data: Buffer.alloc(0) },
      ],
      new Date(Date.UTC(2026, 10, 22, 12, 30, 10)),
    )
    expect(archive.length).toBeLessThan(html.length + noise.length)
    const files = await unzip(archive)
    expect([...files.keys()]).toEqual(['android-happ.html', 'папка/noise.bin', 'empty.txt'])
    expect(files.get('android-happ.html')!.data.equals(html)).toBe(true)
    expect(files.get('папка/noise.bin')!.data.equals(noise)).toBe(true)
    expect(files.get('empty.txt')!.data.length).toBe(0)
  })

  it('gives the same bytes for the same files and date', () => {
    const entries = [{ name: 'a.html', data: Buffer.from('<p>a</p>') }]
    const date = new Date(Date.UTC(2026, 0, 2))
    expect(zip(entries, date).equals(zip(entries, date))).toBe(true)
  })

  it('records the CRC of each file as gzip computes it', async () => {
    const data = [randomBytes(64), Buffer.from('<p>текст</p>'.repeat(50))]
    const archive = zip(
      data.map((d, i) => ({ name: `${i}.bin`, data: d })),
      new Date(),
    )
    const files = await unzip(archive)
    data.forEach((d, i) => {
      const gz = gzipSync(d)
      expect(files.get(`${i}.bin`)!.crc).toBe(gz.readUInt32LE(gz.length - 8))
    })
  })
})
