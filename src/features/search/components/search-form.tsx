import { SEARCH_QUERY_MAX } from '../search-params';
import styles from './site-search.module.css';

export interface SearchFormTexts {
  label: string;
  placeholder: string;
  button: string;
}

/**
 * The site search box: a plain GET form to /search, so it works before (and without) JavaScript.
 * The footer can use it too (site.md §2: a search bar with a placeholder).
 */
export function SearchForm({ q = '', texts, id = 'site-search-q' }: { q?: string; texts: SearchFormTexts; id?: string }) {
  return (
    <form className={styles.form} action="/search" method="get" role="search">
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.button} type="submit">
        {texts.button}
      </button>
    </form>
  );
}
