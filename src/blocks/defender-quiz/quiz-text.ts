/** An address the page may load (the welcome video, the answer pictures): a site path (not `//host`) or https. */
export function isSitePathOrHttps(url: string): boolean {
  return /^(\/(?![/\\])|https:\/\/)[^\s\\]+$/i.test(url);
}
