/**
 * A markup contract: the names (`data-*` attributes, class names) that a server component renders and the
 * page script finds, each written once, as data: `defineContract({ open: 'data-search-open' })`. The
 * component renders `{...{ [SearchAttribute.open]: '' }}`; the script reads the attribute by the same name
 * (`getAttribute(SearchAttribute.open)`) and builds a selector from it with a template
 * (`` `[${SearchAttribute.open}]` ``, `` `.${LayoutClass.codeBlock}` ``), never a second spelling.
 *
 * Here the contract is the object itself (the server, the tests, the build steps). In the client scripts,
 * scripts/build/contract-enums.ts compiles each `defineContract({…})` into an enum, whose members esbuild
 * writes into every use and folds into the templates, as it cannot do with an object's properties: a
 * contract costs the page script no more than a string written by hand.
 */
export function defineContract<const T extends Readonly<Record<string, string>>>(names: T): T {
  return names
}
