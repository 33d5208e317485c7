/**
 * The player a video link opens in the video modal: YouTube through its privacy-enhanced host
 * (no cookies until the visitor plays) and Vimeo with Do Not Track. Links to anything else, or
 * that do not name a video, give null and are left to work as ordinary links.
 */
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;

export function videoEmbedUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtube = segments[1];
  }
  if (youtube !== undefined) {
    return youtubeId.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` : null;
  }
  let vimeo: string | undefined;
  if (host === 'vimeo.com') vimeo = segments[0];
  else if (host === 'player.vimeo.com' && segments[0] === 'video') vimeo = segments[1];
  return vimeo !== undefined && vimeoId.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` : null;
}
