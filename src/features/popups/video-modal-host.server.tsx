import 'server-only';
import { getT } from '@/i18n/i18n';
import { VideoModalHost as VideoModalHostClient } from './components/islands';

/** The video modal of the main layout (site.md §2): listens for video links on every page. */
export function VideoModalHost() {
  const t = getT('ja');
  return <VideoModalHostClient closeLabel={t('popups.close')} fallbackTitle={t('popups.video_label')} />;
}
