import type { Translate } from '@/i18n/i18n';
import type { HeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { MarkedList, OverviewItem, Paragraphs, QuizOverview, ResultCard } from '../quiz-kit/result-parts';
import type { ProductFields } from './template';
import kit from '../quiz-kit/result.module.css';
import styles from './subscription-quiz.module.css';

/** The main product of a result: image, 'recommended for you', name, description, benefits and buttons. */
export function ProductView({ product, t, level }: { product: ProductFields; t: Translate; level: HeadingLevel }) {
  return (
    <ResultCard
      data={{ 'data-product': product.product }}
      image={product.image}
      eyebrow={t('quiz_kit.subscription.recommended')}
      level={level}
      title={product.title}
    >
      <Paragraphs text={product.description} />
      <MarkedList text={product.benefits} mark="check" />
      <LinkButtons links={product.buttons} />
    </ResultCard>
  );
}

/** An alternative product: its name, description and first button. */
export function ProductAlternativeView({ product, level }: { product: ProductFields; level: HeadingLevel }) {
  const Title = level;
  return (
    <div className={`${kit.box} ${styles.alternative}`} data-product={product.product}>
      <Title className={styles.alternativeTitle}>{product.title}</Title>
      <Paragraphs text={product.description} limit={1} />
      <LinkButtons links={product.buttons.slice(0, 1)} />
    </div>
  );
}

/** Without JavaScript: every product's name, description and benefits. */
export function ProductOverview({ products, level, note }: { products: ProductFields[]; level: HeadingLevel; note: string }) {
  const Title = level;
  return (
    <QuizOverview note={note}>
      {products.map((product) => (
        <OverviewItem key={product.product}>
          <Title className={styles.alternativeTitle}>{product.title}</Title>
          <Paragraphs text={product.description} />
          <MarkedList text={product.benefits} mark="check" />
          <LinkButtons links={product.buttons} />
        </OverviewItem>
      ))}
    </QuizOverview>
  );
}
