// The one client script: progressive enhancements of the pages React rendered at build time. Each
// behaviour is a small module in client/behaviours/ with its own test; start() gives every event type
// one delegated listener. Pages read and navigate completely without this script.
import { behaviours } from './behaviours'
import { start } from './core'
import { replayEarlyTaps } from './early/taps'

start(behaviours)
// Taps that came before this script, remembered by the head script, now that every behaviour listens. Their
// controls' behaviours have no init or a first-screen one, which has run: the rest start in later tasks.
replayEarlyTaps(window)
