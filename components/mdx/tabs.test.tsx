import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Tab, Tabs } from './tabs'

describe('Tabs', () => {
  it('renders one radio per tab, the first checked, and a panel per tab', () => {
    const { container } = render(
      <Tabs>
        <Tab label="iPhone">Phone text</Tab>
        <Tab label="iPad">Tablet text</Tab>
      </Tabs>,
    )
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios).toHaveLength(2)
    expect(radios[0]!.checked).toBe(true)
    expect(radios[0]!.name).toBe(radios[1]!.name)
    expect(screen.getByLabelText('iPad')).toBeTruthy()
    expect(container.querySelectorAll('.tabs__panel')).toHaveLength(2)
    expect(container.textContent).toContain('Tablet text')
  })

  it('refuses tabs without labels', () => {
    expect(() => render(<Tabs>text</Tabs>)).toThrow(/needs <Tab label/)
  })
})
