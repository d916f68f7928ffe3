import { gzipSync } from 'node:zlib'

/**
 * The size of `data` gzipped at level 9: the one measure of the byte budgets (scripts/check-budgets.ts,
 * the single files' figure budget) and of the sizes the build and the benchmarks report.
 */
export const gzipBytes = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length
