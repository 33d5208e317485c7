/** Default brand logo and home when no logo-by-path entry matches (site.md §2). */
export const defaultLogo = { logo: '/brand/logo.svg', homepage: '/' } as const;

/** A brand identity of the site (site.md §2 logo by path, §4 favicon). */
export interface LogoEntry {
  matchingPath: string;
  homepage: string;
  logo: string;
  /** The identity's favicon; without one its pages show the site's default icon. */
  favicon?: string;
}

export interface LogoChoice {
  logo: string;
  homepage: string;
}

/** The brand identity of a path: the entry whose matchingPath is the longest prefix of the path. */
export function matchLogoEntry(path: string, entries: LogoEntry[]): LogoEntry | undefined {
  return entries
    .filter(
      (e) =>
        path === e.matchingPath ||
        path.startsWith(e.matchingPath.endsWith('/') ? e.matchingPath : `${e.matchingPath}/`) ||
        path.startsWith(e.matchingPath),
    )
    .sort((a, b) => b.matchingPath.length - a.matchingPath.length)[0];
}

export function chooseLogo(path: string, entries: LogoEntry[]): LogoChoice {
  const match = matchLogoEntry(path, entries);
  return match ? { logo: match.logo, homepage: match.homepage } : { ...defaultLogo };
}
