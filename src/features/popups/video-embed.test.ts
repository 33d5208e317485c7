import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';

describe('videoEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('plays %s through the privacy-enhanced YouTube host', (href) => {
    expect(videoEmbedUrl(href)).toBe(youtube);
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])('plays %s in Vimeo with Do Not Track', (href) => {
    expect(videoEmbedUrl(href)).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it.each([
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    '/models/defender',
    'not a url',
  ])('leaves %s to work as an ordinary link', (href) => {
    expect(videoEmbedUrl(href)).toBeNull();
  });
});
