import type { Translate } from '@/i18n/i18n';
import type { HeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { listLines, paragraphs } from '../quiz-kit/text';
import type { ProductFields } from './template';
import styles from './subscription-quiz.module.css';

function Benefits({ text }: { text: string | undefined }) {
  const lines = listLines(text);
  if (!lines.length) return null;
  return (
    <ul className={styles.benefits}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** The main product of a result: image, 'recommended for you', name, description, benefits and buttons. */
export function ProductView({ product, t, level }: { product: ProductFields; t: Translate; level: HeadingLevel }) {
  const Title = level;
  return (
    <div className={styles.main} data-product={product.product}>
      {product.image ? <Picture image={product.image} sizes="(min-width: 1024px) 50vw, 100vw" className={styles.picture} /> : null}
      <div className={styles.mainBody}>
        <p className={styles.eyebrow}>{t('quiz_kit.subscription.recommended')}</p>
        <Title className={styles.mainTitle}>{product.title}</Title>
        {paragraphs(product.description).map((text, i) => (
          <p key={i} className={styles.text}>
            {text}
          </p>
        ))}
        <Benefits text={product.benefits} />
        <LinkButtons links={product.buttons} />
      </div>
    </div>
  );
}

/** An alternative product: its name, description and first button. */
export function ProductAlternativeView({ product, level }: { product: ProductFields; level: HeadingLevel }) {
  const Title = level;
  return (
    <div className={styles.alternative} data-product={product.product}>
      <Title className={styles.alternativeTitle}>{product.title}</Title>
      {paragraphs(product.description)
        .slice(0, 1)
        .map((text, i) => (
          <p key={i} className={styles.text}>
            {text}
          </p>
        ))}
      <LinkButtons links={product.buttons.slice(0, 1)} />
    </div>
  );
}

/** Without JavaScript: every product's name, description and benefits. */
export function ProductOverview({ products, level, note }: { products: ProductFields[]; level: HeadingLevel; note: string }) {
  const Title = level;
  return (
    <div className={styles.overview}>
      <p className={styles.text}>{note}</p>
      {products.map((product) => (
        <div key={product.product} className={styles.overviewItem}>
          <Title className={styles.alternativeTitle}>{product.title}</Title>
          {paragraphs(product.description).map((text, i) => (
            <p key={i} className={styles.text}>
              {text}
            </p>
          ))}
          <Benefits text={product.benefits} />
          <LinkButtons links={product.buttons} />
        </div>
      ))}
    </div>
  );
}
