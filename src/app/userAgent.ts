/** Crawlers and prerender services get the static HTML; the app is not mounted for them (spec 2.1). */
const botPattern = /bot\b|bot\/|crawl|spider|slurp|prerender|facebookexternalhit|embedly|bingpreview|whatsapp|vkshare|pinterest/i;

export function isBotUserAgent(userAgent: string): boolean {
  return botPattern.test(userAgent);
}

/** Old IE and pre-Chromium Edge, which the tree canvas cannot serve (spec 8). */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\/|Edge\/\d/.test(userAgent);
}

export const UNSUPPORTED_BROWSER_TEXT =
  'Sorry, your browser is not supported. Please use the latest version of Chrome or Safari for the best experience.';
