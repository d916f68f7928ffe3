import type { ComponentProps, ReactNode } from 'react'

import type { AppId, Platform } from '@/lib/apps'
import type { GuideSectionId } from '@/lib/guide-sections'
import { FOR_APP, FOR_COUNT, FOR_PLATFORM } from '@/lib/mdx/offer'
import { troubleshootingContextOf } from '@/lib/help'
import type { Locale } from '@/lib/i18n/config'
import type { Device } from '@/lib/source/routes'

import { DeviceCards } from '@/components/home/device-cards'
import { GuideLink } from '@/components/help/for-context'
import { Troubleshooting } from '@/components/help/troubleshooting'
import { GuideIndex } from '@/components/home/guide-index'

import { AppComparison, OneTapImport, Requirements, StoreButtons } from './app-info'
import { Callout } from './callout'
import { CodeBlock } from './code-block'
import { ContactLink, Legal } from './contact'
import { Figure } from './figure'
import { Label } from './label'
import { LanPath, LanPort, LanSharingTable, type LanPortProps } from './lan-sharing'
import { AppCount, AppPlatforms, Devices, OfferPassage, type OfferPassageProps } from './offer'
import { Screen } from './screen'
import type { MDXComponents } from './mdx-content'
import { Steps } from './steps'
import { Tab, Tabs } from './tabs'
import { sitePath } from '@/lib/i18n/href'

/** What MDX components know about the page they are on. */
export interface MdxContext {
  locale: Locale
  app?: AppId
  platform?: Platform
  /** The device troubleshooting entries are shown for (a platform or `ps5`); defaults to `platform`. */
  device?: Device
  /** The URL of the guide the content is about, for `<GuideLink>` (the page itself, in a guide). */
  guideUrl?: string
}

function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') || href.startsWith('#'))
    return (
      <a href={sitePath(href)} {...rest}>
        {children}
      </a>
    )
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  )
}

/** The components every MDX page may use without an import (see CONTRIBUTING.md). */
export function getMdxComponents(context: MdxContext): MDXComponents {
  const page = { app: context.app, platform: context.platform }
  const device = context.device ?? context.platform
  return {
    a: MdxLink,
    pre: CodeBlock,
    table: MdxTable,
    Callout,
    Steps,
    Tabs,
    Tab,
    Kbd: ({ children }: { children: ReactNode }) => <kbd>{children}</kbd>,
    Label: (props: { app?: AppId; id: string; lang?: 'ru' | 'en' }) => (
      <Label app={context.app} {...props} locale={context.locale} />
    ),
    LanSharingTable: () => <LanSharingTable locale={context.locale} />,
    LanPort: (props: LanPortProps) => <LanPort {...props} />,
    LanPath: (props: { app: AppId; to: 'allow' | 'port' }) => (
      <LanPath {...props} locale={context.locale} />
    ),
    Figure,
    Screen: (props: { app?: AppId; screen: string; mark: string }) => {
      const app = props.app ?? context.app
      if (!app) throw new Error('<Screen>: app: required outside a guide (app="v2rayng")')
      return <Screen {...props} app={app} locale={context.locale} />
    },
    ContactLink,
    Legal,
    StoreButtons: (props: { app?: AppId; platform?: Platform }) => (
      <StoreButtons {...page} {...props} />
    ),
    Requirements: (props: { app?: AppId; platform?: Platform }) => (
      <Requirements {...page} {...props} />
    ),
    OneTapImport: (props: { app?: AppId; platform?: Platform }) => (
      <OneTapImport {...page} {...props} />
    ),
    AppComparison: (props: { platform: Platform }) => (
      <AppComparison locale={context.locale} {...props} />
    ),
    DeviceCards: (props: { detect?: boolean }) => (
      <DeviceCards locale={context.locale} {...props} />
    ),
    GuideIndex: () => <GuideIndex locale={context.locale} />,
    ForPlatform: (props: OfferPassageProps) => (
      <OfferPassage name={FOR_PLATFORM} device={device} current={device} {...props} />
    ),
    ForApp: (props: OfferPassageProps) => (
      <OfferPassage name={FOR_APP} device={device} current={context.app} {...props} />
    ),
    ForCount: (props: OfferPassageProps) => (
      <OfferPassage name={FOR_COUNT} device={device} {...props} />
    ),
    AppCount: (props: { platform?: Device }) => (
      <AppCount locale={context.locale} platform={device} {...props} />
    ),
    AppPlatforms: (props: { app: AppId; except?: Device; only?: string }) => (
      <AppPlatforms locale={context.locale} {...props} />
    ),
    Devices: () => <Devices locale={context.locale} />,
    GuideLink: (props: { section: GuideSectionId }) => (
      <GuideLink
        locale={context.locale}
        app={context.app}
        device={device}
        guideUrl={context.guideUrl}
        {...props}
      />
    ),
    Troubleshooting: (props: { device?: string; app?: AppId; children?: ReactNode }) => {
      const ctx = troubleshootingContextOf(props, context)
      return (
        <Troubleshooting
          locale={context.locale}
          ctx={ctx}
          components={getMdxComponents({ ...context, ...ctx })}
        >
          {props.children}
        </Troubleshooting>
      )
    },
  }
}
