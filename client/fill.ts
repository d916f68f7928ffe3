/**
 * A copy of a server-rendered `<template>`'s first element with its `{name}` placeholders filled in: the
 * way the page script shows a result in the page's language (the strings come from the page's HTML,
 * never from the script). Values go in as text, never as markup.
 */
export function fillTemplate(
  template: HTMLTemplateElement,
  values: Record<string, string>,
): HTMLElement {
  const result = template.content.firstElementChild!.cloneNode(true) as HTMLElement
  const texts = template.ownerDocument.createTreeWalker(result, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    node.nodeValue = node.nodeValue!.replace(
      /\{(\w+)\}/g,
      (match, key: string) => values[key] ?? match,
    )
  return result
}
