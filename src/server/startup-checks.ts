/** Checks of settings the start-up sequence warns about: they would otherwise fail silently. */

/** Aliases named more than once: `alias:<name>` links resolve to the last entry (blocks/resolve-props). */
export function duplicateAliases(links: readonly { alias: string }[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { alias } of links) (seen.has(alias) ? twice : seen).add(alias);
  return [...twice];
}

/**
 * `html_filter.iframe_hosts` entries that no iframe can match: the filter compares the source's
 * host name, lower case, exactly, so capitals, `https://…`, paths, ports and `*.` wildcards never
 * allow anything.
 */
export function unusableIframeHosts(hosts: readonly string[]): string[] {
  return hosts.filter((host) => !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host));
}
