// The stylesheet of the single-file guides (scripts/build/single-files.ts): the site's dark palette from
// lib/design-tokens.ts written out as plain values (no custom properties, no web fonts, nothing that needs
// JavaScript), one readable column from 375 px up. Plain CSS that phone file viewers and in-app browsers
// render.
import { themes } from '@/lib/design-tokens'

export function singleFileCss(): string {
  const c = themes.dark
  return `
html{background:${c.bg};color:${c.text};color-scheme:dark;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0 auto;max-width:46rem;padding:1rem 1rem 3rem;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${c.bg};color:${c.text};overflow-wrap:break-word;word-wrap:break-word}
a{color:${c.primary}}
a:visited{color:${c.primaryStrong}}
h1{font-size:1.75rem;line-height:1.25;margin:0.5rem 0}
h2{font-size:1.4rem;line-height:1.3;margin:2rem 0 0.75rem;padding-top:0.75rem;border-top:1px solid ${c.border}}
h3{font-size:1.15rem;line-height:1.35;margin:1.5rem 0 0.5rem}
h4,h5,h6{font-size:1rem;margin:1.25rem 0 0.5rem}
p,ul,ol,dl,table,pre,figure,aside{margin:0 0 1rem}
ul,ol{padding-left:1.5rem}
li{margin:0.25rem 0}
img,svg,video{max-width:100%;height:auto}
svg{max-height:4rem}
figure{margin:0 0 1rem;text-align:center}
figcaption,small{color:${c.textMuted}}
code,kbd,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.9em}
code{background:${c.codeBg};color:${c.codeText};border-radius:0.25rem;padding:0.1em 0.3em;overflow-wrap:anywhere;word-break:break-word}
pre{background:${c.codeBg};color:${c.codeText};padding:0.75rem;border-radius:0.4rem;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;max-width:100%}
pre code{padding:0;background:none;display:block}
kbd{border:1px solid ${c.border};border-bottom-width:2px;border-radius:0.25rem;padding:0 0.3em;background:${c.bgRaised}}
table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse}
th,td{border:1px solid ${c.border};padding:0.35rem 0.5rem;text-align:left;vertical-align:top}
th{background:${c.bgRaised}}
caption{text-align:left;color:${c.textMuted};padding-bottom:0.25rem}
dl div{display:flex;flex-wrap:wrap;gap:0 0.75rem;border-bottom:1px solid ${c.border};padding:0.25rem 0}
dt{font-weight:600;min-width:10rem}
dd{margin:0}
hr{border:0;border-top:1px solid ${c.border}}
.sf-head{border-bottom:1px solid ${c.border};margin-bottom:1.5rem;padding-bottom:0.75rem}
.sf-brand,.sf-meta,.doc__verified{color:${c.textMuted};font-size:0.9rem;margin:0.25rem 0}
.sf-tab,.sf-summary{font-weight:700;margin:1.25rem 0 0.5rem;padding:0.25rem 0.6rem;border-left:3px solid ${c.primary};background:${c.bgRaised}}
.sf-panel{margin-bottom:1rem}
.sf-figure img{display:block;margin:0 auto;border:1px solid ${c.border};border-radius:0.4rem}
.sf-note{color:${c.textMuted};font-size:0.85rem;margin:0.25rem 0 0.5rem;text-align:center}
.callout{border-left:4px solid ${c.note};background:${c.bgRaised};padding:0.75rem 1rem;border-radius:0.4rem}
.callout--tip{border-left-color:${c.tip}}
.callout--warning{border-left-color:${c.warning}}
.callout--danger{border-left-color:${c.danger}}
.callout>:last-child,.callout__body>:last-child{margin-bottom:0}
.callout__title{font-weight:700;margin-bottom:0.25rem}
.button{display:inline-block;padding:0.3rem 0.75rem;border:1px solid ${c.border};border-radius:0.4rem;background:${c.bgRaised};text-decoration:none;margin:0.15rem 0}
.store-buttons ul,.help-choices ul,.device-cards{list-style:none;padding-left:0}
.help-choice,.device-card a{display:block}
.help-choice__meta,.device-card__meta,.device-card__badge{display:block;color:${c.textMuted};font-size:0.9rem}
`.trim()
}
