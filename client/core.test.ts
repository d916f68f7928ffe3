import { fireEvent } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  afterPaint,
  inSlices,
  PAINT_WAIT_MS,
  SLICE_MS,
  start,
  whenSettled,
  type Behaviour,
} from './core'
import { started } from './test-helpers'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.body.innerHTML = ''
})

describe('start', () => {
  it('adds one listener per event type and passes the matched element', () => {
    document.body.innerHTML = '<div data-a><button><span>x</span></button></div><p>out</p>'
    const add = vi.spyOn(document, 'addEventListener')
    const a = vi.fn()
    const b = vi.fn()
    const any = vi.fn()
    const behaviours: Behaviour[] = [
      { name: 'a', on: [{ type: 'click', selector: '[data-a]', handle: a }] },
      { name: 'b', on: [{ type: 'click', selector: 'button', handle: b }] },
      { name: 'any', on: [{ type: 'click', handle: any }] },
    ]
    stop = start(behaviours)
    expect(add.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1)
    fireEvent.click(document.querySelector('span')!)
    expect(a).toHaveBeenCalledWith(expect.any(MouseEvent), document.querySelector('[data-a]'))
    expect(b).toHaveBeenCalledWith(expect.any(MouseEvent), document.querySelector('button'))
    fireEvent.click(document.querySelector('p')!)
    expect(a).toHaveBeenCalledTimes(1)
    expect(any).toHaveBeenCalledTimes(2)
    add.mockRestore()
  })

  it('runs every init once and listens to window-only events on the window', async () => {
    const init = vi.fn()
    const onScroll = vi.fn()
    stop = start([{ name: 's', init, on: [{ type: 'scroll', handle: onScroll }] }])
    await started()
    expect(init).toHaveBeenCalledOnce()
    expect(init).toHaveBeenCalledWith(document)
    fireEvent.scroll(window)
    expect(onScroll).toHaveBeenCalledTimes(1)
  })
})

describe('start-up in tasks', () => {
  afterEach(() => vi.useRealTimers())

  it('runs the first-screen inits in its own task and every other init in a later one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const order: string[] = []
    stop = start([
      { name: 'later', init: () => order.push('later') },
      { name: 'card', firstScreen: true, init: () => order.push('card') },
    ])
    expect(order).toEqual(['card'])
    vi.runOnlyPendingTimers()
    expect(order).toEqual(['card', 'later'])
  })

  it('listens before the later inits: a tap in between is handled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    document.body.innerHTML = '<button>x</button>'
    const handle = vi.fn()
    const init = vi.fn()
    stop = start([{ name: 'b', init, on: [{ type: 'click', selector: 'button', handle }] }])
    fireEvent.click(document.querySelector('button')!)
    expect(handle).toHaveBeenCalledOnce()
    expect(init).not.toHaveBeenCalled()
  })

  it(`cuts the inits into tasks of about ${SLICE_MS} ms`, () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    let clock = 0
    vi.spyOn(Date, 'now').mockImplementation(() => clock)
    const ran: string[] = []
    const slow = (name: string) => () => {
      ran.push(name)
      clock += SLICE_MS - 2
    }
    inSlices(window, [slow('a'), slow('b'), slow('c'), slow('d')], SLICE_MS)
    expect(ran).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b'])
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b', 'c', 'd'])
    vi.restoreAllMocks()
  })

  it('goes on after a task that throws', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const ran: string[] = []
    inSlices(
      window,
      [
        () => {
          throw new Error('broken')
        },
        () => ran.push('next'),
      ],
      SLICE_MS,
    )
    expect(() => vi.advanceTimersToNextTimer()).toThrow('broken')
    vi.runAllTimers()
    expect(ran).toEqual(['next'])
  })

  it('runs no init after stop()', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const init = vi.fn()
    start([{ name: 'late', init }])()
    vi.runAllTimers()
    expect(init).not.toHaveBeenCalled()
  })
})

describe('afterPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('runs nothing before the next frame, then each task in a task of its own', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const ran: string[] = []
    afterPaint(window, [() => ran.push('a'), () => ran.push('b')])
    vi.runOnlyPendingTimers()
    // The frame has run; the first task is queued after it.
    expect(ran).toEqual([])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['a'])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['a', 'b'])
  })

  it('start() runs every afterPaint after the inits', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const order: string[] = []
    stop = start([
      { name: 'a', init: () => order.push('init a'), afterPaint: () => order.push('after a') },
      { name: 'b', init: () => order.push('init b') },
    ])
    vi.runAllTimers()
    expect(order).toEqual(['init a', 'init b', 'after a'])
  })
})

describe('whenSettled', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('waits for the load event, then for an idle moment', () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const task = vi.fn()
    whenSettled(window, task)
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(idle).toHaveLength(1)
    expect(task).not.toHaveBeenCalled()
    idle[0]!({ didTimeout: false, timeRemaining: () => 1 })
    expect(task).toHaveBeenCalledOnce()
  })

  it('after the load event, waits only for idle; without requestIdleCallback, two seconds', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const task = vi.fn()
    whenSettled(window, task)
    vi.advanceTimersByTime(1999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  /**
   * A browser that reports paints: `paint(name)` delivers an entry to every observer of `paint`; a
   * `buffered` observer gets the entries of `painted` soon after it starts observing, or within
   * `observe()` itself (`withinObserve`, as the WebKit suite showed).
   */
  function fakePaintTiming(painted: string[] = [], { withinObserve = false } = {}) {
    const observers: ((names: string[]) => void)[] = []
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource']
      constructor(
        private callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void,
      ) {}
      observe({ buffered }: PerformanceObserverInit) {
        observers.push(this.deliver)
        if (!buffered || painted.length === 0) return
        if (withinObserve) this.deliver(painted)
        else queueMicrotask(() => this.deliver(painted))
      }
      disconnect() {
        observers.splice(observers.indexOf(this.deliver), 1)
      }
      deliver = (names: string[]) =>
        this.callback({ getEntriesByName: (n) => names.filter((name) => name === n) })
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return {
      paint: (name: string) => [...observers].forEach((deliver) => deliver([name])),
      observers,
    }
  }

  it('where paints are reported, waits for the first contentful paint after the load event', () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const { paint, observers } = fakePaintTiming()
    const task = vi.fn()
    whenSettled(window, task)
    paint('first-paint')
    expect(idle).toHaveLength(0)
    paint('first-contentful-paint')
    expect(idle).toHaveLength(1)
    expect(observers).toHaveLength(0)
    idle[0]!({ didTimeout: false, timeRemaining: () => 1 })
    expect(task).toHaveBeenCalledOnce()
  })

  it('a page already painted waits only for idle; one never painted goes on after PAINT_WAIT_MS', async () => {
    vi.useFakeTimers()
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const painted = fakePaintTiming(['first-contentful-paint'])
    whenSettled(window, vi.fn())
    await Promise.resolve()
    expect(idle).toHaveLength(1)
    expect(painted.observers).toHaveLength(0)
    const { observers } = fakePaintTiming()
    whenSettled(window, vi.fn())
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1)
    expect(idle).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(idle).toHaveLength(2)
    expect(observers).toHaveLength(0)
  })

  it('settles when the browser hands the buffered paint over within observe()', () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const { observers } = fakePaintTiming(['first-contentful-paint'], { withinObserve: true })
    expect(() => whenSettled(window, vi.fn())).not.toThrow()
    expect(idle).toHaveLength(1)
    expect(observers).toHaveLength(0)
  })
})
