/**
 * UI labels as registry facts: every menu item, button, setting or dialog answer a guide tells a reader
 * to find or tap, with its text in each language the app ships, where it is, and where it was read.
 * Guides name a label with `<Label id="…" />` (components/mdx/label.tsx), never by typing it; the
 * content check refuses an unknown id, and `npm run facts:check` re-reads the labels of the open-source
 * apps at their latest release (scripts/facts/labels.ts).
 */
import type { AppId } from '../apps'

/** The site's languages a label may have a text in. */
export type LabelLanguage = 'ru' | 'en'

/** How a string file is laid out, so facts:check can read a key from it. */
export type StringFormat =
  /** .NET `.resx`: `<data name="key"><value>text</value></data>` (v2rayN). */
  | 'resx'
  /** Android `res/values-xx/strings.xml`: `<string name="key">text</string>` (v2rayNG, Clash Meta for Android). */
  | 'android'
  /** A JSON object; the key may be a dotted path into nested objects (Clash Verge Rev, Karing). */
  | 'json'
  /** A flat YAML map `key: text`, one per line (Clash Verge Rev's locales). */
  | 'yaml'
  /** Apple `.strings`: `"key" = "text";` (ClashX Meta). */
  | 'strings'
  /**
   * An Interface Builder layout (`.storyboard`, `.xib`): the `title` of the element with `id="key"`
   * (ClashX Meta's menus and windows). Only in `StringFiles.layouts`.
   */
  | 'layout'

/**
 * How an app's code names a key of its string files, so facts:check can find the key in a label's
 * `place` (a key `main#id` of a layout is found as `id="id"` whatever the app).
 */
export type KeyUsage =
  /** Android: `R.string.KEY`, `@string/KEY`, or for a list item `KEY[n]` `R.array.KEY`, `@array/KEY`. */
  | 'android'
  /** .NET resources: `ResUI.KEY` in C# and in XAML (`{x:Static resx:ResUI.KEY}`). */
  | 'resx'
  /**
   * i18next namespaces: the key `ns:a.b` written as a string `'ns.a.b'`, or built in a template
   * literal from its parent path (`` `ns.a.${mode}` ``).
   */
  | 'i18next'
  /** slang (Dart): `t.a.b` or `tcontext.a.b` for the key `a.b`. */
  | 'slang'
  /** Apple: the key as a string literal, `NSLocalizedString("KEY", …)`. */
  | 'apple'

/**
 * Where an open-source app's labels are read: its string files at a release tag. `npm run facts:check`
 * reads the same paths at the latest release and compares every label's text.
 */
export interface StringFiles {
  /** `owner/repo` on GitHub. */
  repo: string
  /** The release tag the texts were read at (`7.24.8`, `v2.5.0-rc`). */
  tag: string
  /**
   * The string file of each language the app ships (paths inside the repository). A folder (ending in
   * `/`) holds one JSON file per namespace: a key `profiles:page.title` is read from `<folder>profiles.json`.
   */
  files: Partial<Record<LabelLanguage, string>>
  format: StringFormat
  /**
   * Layout files whose texts the app shows as written, in English, by a short name: the key
   * `main#JMV-Dy-CI0` is the `title` of the element with id `JMV-Dy-CI0` in `layouts.main`. An app
   * whose menus live in a storyboard (ClashX Meta) has no string file for them.
   */
  layouts?: Readonly<Record<string, string>>
  /** How the app's code names a key (facts:check looks for it in each label's `place`). */
  usage: KeyUsage
  /** The day the files were read, `YYYY-MM-DD`. */
  checked: string
}

/** One label a reader finds in the app. */
export interface UiLabel {
  /**
   * The text as the app shows it, in each of the site's languages the app ships. A language the app
   * does not ship is absent; the guide then shows the text the app does show (see `labelText`).
   */
  text: Partial<Record<LabelLanguage, string>>
  /** Where the reader finds it: the screen, menu path or dialog, in English, for writers. */
  where: string
  /**
   * Where the control is, as a source a writer (and facts:check) can open. An open-source app: the
   * screen file that uses `key`, by its path in the app's repository at `strings.tag` (an Android
   * layout or Compose file, a .xaml or .axaml view, a React component, a Dart screen, a storyboard;
   * for a message, the file that shows it); a label without a key names the file its text is written
   * in. `npm run facts:check` reports the label stale when the key has left that file at the latest
   * release. A closed app: the vendor's https document that shows where the control is, or `null`
   * when none does (the guide then describes the place and lists it under `verified.unconfirmed`).
   */
  place: string | null
  /**
   * Open-source apps: the key in the app's string files (`StringFiles`), which facts:check re-reads.
   * A label whose text is not in a string file (a code name, a layout literal) names its file in `source`.
   */
  key?: string
  /**
   * Where the text was read when it is not `key` in the app's string files: a layout file at the tag
   * (`owner/repo@tag path`), or for a closed app the vendor's documentation (an https URL).
   */
  source?: string
}

/** An app's labels: one file per app under lib/labels/. */
export interface AppLabels {
  app: AppId
  /** Open-source apps: the string files the `key`s are read from. */
  strings?: StringFiles
  /**
   * Closed apps: the vendor's documentation the labels were read from (each label names its page in
   * `source`), and the day it was read. Vendor docs describe the app as it was when they were written:
   * facts:check cannot re-read them.
   */
  vendorDocs?: { checked: string }
  labels: Record<string, UiLabel>
}
