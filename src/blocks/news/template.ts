import { newsDateLocales } from '@/features/news/news-date';
import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/**
 * The news block (blocks.md 2.19): the site's news articles, newest first, a page at a time
 * (`?currentPage=N`). Its page at /news is the news section: the articles (/news/{slug}) take their
 * back-link label and date format from this block there (decision 0045). An empty text keeps the
 * translated default (the spec's English defaults are the en translations).
 */
export const newsTemplate = defineTemplate({
  key: 'news',
  name: 'News',
  description:
    'The news articles, newest first, a page at a time, each with its date, summary and a read-more link to the article. On the /news page it also sets the back button label and date format of the articles.',
  short_description: 'News list with pages',
  group: 'Content',
  list_priority: 58,
  thumbnail_url: '/block-thumbnails/news.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.select(
      'background_color',
      'Background colour of the article cards',
      ['', 'white-theme', 'light-theme', 'grey-theme', 'dark-theme'],
      'light-theme',
    ),
    field.string('read_more_label', 'Read-more label (empty = default)', { max_length: 40 }),
    field.string('pagination_text', 'Pagination text after the page number, % = number of pages (empty = default)', {
      max_length: 40,
    }),
    field.string('error_heading', 'Error heading (empty = default)', { max_length: 120 }),
    field.text('error_message', 'Error message (empty = default)', { max_length: 500 }),
    field.string('no_results_heading', 'No-results heading (empty = default)', { max_length: 120 }),
    field.text('no_results_message', 'No-results message (empty = default)', { max_length: 500 }),
    field.select('date_locale', 'Date format', newsDateLocales, 'ja-JP'),
    field.string('back_button_label', 'Back button label on the articles (empty = default)', { max_length: 60 }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type NewsFields = PropsOf<typeof newsTemplate.fields>;
