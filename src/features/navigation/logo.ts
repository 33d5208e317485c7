/** Default brand logo and home when no logo-by-path entry matches (site.md §2). */
export const defaultLogo = { logo: '/brand/logo.svg', homepage: '/' } as const;

export interface LogoEntry {
  matchingPath: string;
  homepage: string;
  logo: string;
}

export interface LogoChoice {
  logo: string;
  homepage: string;
}

/** The entry whose matchingPath is the longest prefix of the path wins. */
export function chooseLogo(path: string, entries: LogoEntry[]): LogoChoice {
  const match = entries
    .filter(
      (e) =>
        path === e.matchingPath ||
        path.startsWith(e.matchingPath.endsWith('/') ? e.matchingPath : `${e.matchingPath}/`) ||
        path.startsWith(e.matchingPath),
    )
    .sort((a, b) => b.matchingPath.length - a.matchingPath.length)[0];
  return match ? { logo: match.logo, homepage: match.homepage } : { ...defaultLogo };
}
