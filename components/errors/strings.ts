/** The ErrorScreen namespace of messages/<locale>.json, as the root layout embeds it. */
export interface ErrorStrings {
  title: string
  tryAgain: string
  causes: string
  chunkTitle: string
  retry: string
  globalTitle: string
  globalBody: string
  reload: string
}

/** id of the JSON data block (error-strings.tsx) holding the page's ErrorStrings. */
export const ERROR_STRINGS_ID = 'error-strings'
