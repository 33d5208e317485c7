import { redirect } from 'next/navigation';

/** /cms/_ (site.md §2, "CMS redirect"): old bookmarks of the editor land on its entry. */
export default function CmsRedirect(): never {
  redirect('/cms');
}
