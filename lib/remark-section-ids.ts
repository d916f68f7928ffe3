import { sectionIdForTitle } from './guide-sections'

interface Node {
  type: string
  depth?: number
  value?: string
  children?: Node[]
  data?: { hProperties?: Record<string, unknown> }
}

function text(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(text).join('')
}

/** Gives guide-section headings (`## Установка`) their fixed ids; rehype-slug then leaves them alone. */
export function remarkSectionIds() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (node.type === 'heading' && node.depth === 2) {
        const id = sectionIdForTitle(text(node))
        if (id) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
