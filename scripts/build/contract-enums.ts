// The client build's view of the markup contracts (lib/contract.ts): each top-level
// `const Name = defineContract({ key: 'value', … })` of a lib/ module becomes `enum Name { key = 'value', … }`,
// the same names and values. esbuild inlines an imported enum's members (and folds the selector templates
// built from them), where an object's property stays a lookup and the object stays in the script: the
// contracts as objects cost the page script about 600 B gzip. The server and the tests use the objects.
import { readFile } from 'node:fs/promises'

import type { Plugin } from 'esbuild'
import ts from 'typescript'

/** The helper whose calls become enums (lib/contract.ts). */
const HELPER = 'defineContract'

/** `source` with each contract declared as an enum; throws on a contract written in another form. */
export function contractsAsEnums(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const edits: { start: number; end: number; text: string }[] = []
  for (const statement of file.statements) {
    // The helper's import goes with its calls: esbuild inlines a module's numeric constants into other
    // modules only when the module imports nothing (lib/device-check.ts's CLOCK_TOLERANCE_MS).
    const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings
    if (
      bindings &&
      ts.isNamedImports(bindings) &&
      !statement.importClause!.name &&
      bindings.elements.length === 1 &&
      bindings.elements[0]!.name.text === HELPER
    )
      edits.push({ start: statement.getStart(file), end: statement.end, text: '' })
    if (!ts.isVariableStatement(statement)) continue
    const { declarations, flags } = statement.declarationList
    const call = declarations[0]?.initializer
    if (!call || !ts.isCallExpression(call) || call.expression.getText(file) !== HELPER) continue
    const name = declarations[0]!.name
    const names = call.arguments[0]
    const where = `${fileName}: ${name.getText(file)}`
    if (
      declarations.length > 1 ||
      !(flags & ts.NodeFlags.Const) ||
      !ts.isIdentifier(name) ||
      call.arguments.length !== 1 ||
      !names ||
      !ts.isObjectLiteralExpression(names)
    )
      throw new Error(`${where}: a contract is \`const Name = ${HELPER}({ … })\``)
    const members = names.properties.map((entry) => {
      if (
        !ts.isPropertyAssignment(entry) ||
        !(ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name)) ||
        !ts.isStringLiteral(entry.initializer)
      )
        throw new Error(`${where}: each entry of a contract is \`key: 'name'\``)
      return `${entry.name.getText(file)} = ${entry.initializer.getText(file)}`
    })
    const exported = ts.getCombinedModifierFlags(declarations[0]!) & ts.ModifierFlags.Export
    edits.push({
      // From the statement's first token: its TSDoc stays where it is.
      start: statement.getStart(file),
      end: statement.end,
      text: `${exported ? 'export ' : ''}enum ${name.text} { ${members.join(', ')} }`,
    })
  }
  let calls = 0
  const count = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === HELPER) calls++
    ts.forEachChild(node, count)
  }
  count(file)
  if (calls !== edits.filter((edit) => edit.text).length)
    throw new Error(`${fileName}: ${HELPER}() is called outside a top-level const of its own`)
  return edits.reduceRight(
    (text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end),
    source,
  )
}

/** The esbuild plugin that gives the client scripts the contracts of lib/ as enums. */
export const contractEnums: Plugin = {
  name: 'contract-enums',
  setup(b) {
    b.onLoad({ filter: /[\\/]lib[\\/].+\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (!source.includes(`${HELPER}(`)) return undefined
      return { contents: contractsAsEnums(source, args.path), loader: 'ts' }
    })
  },
}
