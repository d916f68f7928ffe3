import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import { zip } from './zip'

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

  it('dates entries by the UTC fields of the date, in any time zone of the build', () => {
    const entries = [{ name: 'a.html', data: Buffer.from('<p>a</p>') }]
    const date = new Date(Date.UTC(2026, 10, 22, 23, 30, 10))
    const zone = process.env.TZ
    try {
      const archives = ['Asia/Kolkata', 'America/Los_Angeles', 'UTC'].map((tz) => {
        process.env.TZ = tz
        return zip(entries, date)
      })
      expect(archives[0]!.equals(archives[1]!)).toBe(true)
      expect(archives[1]!.equals(archives[2]!)).toBe(true)
      // The first local header's MS-DOS time and date (APPNOTE 4.4.6): 23:30:10, 22 November 2026.
      expect(archives[0]!.readUInt16LE(10)).toBe((23 << 11) | (30 << 5) | (10 >> 1))
      expect(archives[0]!.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 22)
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
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
