/**
 * The line each field of `site.config.ts` is written on, so that every error about the file names its line
 * (`site.config.ts:<line>: <field>: <reason>`, the format of the content errors, lib/content-errors.ts):
 * what the schema (lib/provider-config.ts) cannot know. Found with TypeScript's parser, so a comment or a
 * string that looks like a field cannot mislead it.
 */
import ts from 'typescript'

import { contentError } from './content-errors'
import type { ConfigProblem } from './provider-config'

/** The provider's configuration file, from the project root. */
export const SITE_CONFIG_FILE = 'site.config.ts'

/**
 * The line of each field of the configuration object `export default`s (`brandName`, `legal.email`,
 * `mirrors[1]`, `apps.happ[0]`), from TypeScript's syntax tree: the object may be wrapped in `as const`,
 * `satisfies` or parentheses, or be a `const` the file exports.
 */
export function fieldLines(source: string, file = SITE_CONFIG_FILE): Map<string, number> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const lines = new Map<string, number>()
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
  const consts = new Map<string, ts.Expression>()
  let exported: ts.Expression | undefined
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer)
    if (ts.isExportAssignment(statement)) exported = statement.expression
  }
  const unwrap = (node: ts.Expression): ts.Expression => {
    if (
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      return unwrap(node.expression)
    if (ts.isIdentifier(node) && consts.has(node.text)) return unwrap(consts.get(node.text)!)
    return node
  }
  const walk = (node: ts.Expression, at: string) => {
    const value = unwrap(node)
    if (ts.isObjectLiteralExpression(value)) {
      for (const property of value.properties) {
        if (!property.name) continue
        const name =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
            ? property.name.text
            : undefined
        if (name === undefined) continue
        const field = at ? `${at}.${name}` : name
        lines.set(field, lineOf(property))
        if (ts.isPropertyAssignment(property)) walk(property.initializer, field)
      }
    } else if (ts.isArrayLiteralExpression(value)) {
      value.elements.forEach((element, i) => {
        lines.set(`${at}[${i}]`, lineOf(element))
        walk(element, `${at}[${i}]`)
      })
    }
  }
  if (exported) walk(exported, '')
  return lines
}

/** The line of a field, or of the nearest field that holds it (`apps.happ` when `apps.happ[3]` is not written). */
function lineOfField(lines: Map<string, number>, field: string): number | undefined {
  for (let at = field; ;) {
    const line = lines.get(at)
    if (line !== undefined) return line
    const parent = at.replace(/(\.[^.[\]]+|\[\d+\])$/, '')
    if (parent === at || parent === '') return undefined
    at = parent
  }
}

/** Problems as error lines, `site.config.ts:<line>: <field>: <reason>`. */
export function configErrorLines(
  problems: readonly ConfigProblem[],
  source: string,
  file = SITE_CONFIG_FILE,
): string[] {
  const lines = fieldLines(source, file)
  return problems.map(({ field, reason }) => {
    const line = lineOfField(lines, field)
    return contentError(file, field, reason, line ? { line } : undefined)
  })
}
