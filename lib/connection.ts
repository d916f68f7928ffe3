/** The parts of the Network Information API that decide prefetching. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** Skip link prefetching on 2g connections and when the reader asked to save data. */
export function shouldSkipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}
