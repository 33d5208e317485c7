import { videoEmbedUrl } from '@/features/popups/video-embed';
import type { Translate } from '@/i18n/i18n';
import { itemHeadingLevel } from '@/ui/heading';
import { isLinkButtonVisible, LinkButton } from '@/ui/link-button';
import { Paragraph } from '@/ui/paragraph';
import { Picture } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import type { PropsOf } from '../fields';
import { k, linesOr, own, placeholders, recommenderStepTexts } from '../quiz-kit/recommender-text';
import type { BlockContext } from '../types';
import type { QuizImages } from './images-data';
import {
  defenderFuels,
  defenderPacks,
  defenderSizes,
  defenderSteps,
  stepOptions,
  variantKey,
  variantTable,
  type DefenderFuel,
  type DefenderPack,
  type DefenderSize,
} from './matching';
import type { DefenderQuizProps, DefenderQuizTexts } from './quiz.client';
import { isSitePathOrHttps } from './quiz-text';
import type { defenderQuizTemplate } from './template';
import { defaultStepTexts } from './texts';
import kit from '../quiz-kit/recommender.module.css';

type Fields = PropsOf<(typeof defenderQuizTemplate)['fields']>;
type Group = PropsOf<(typeof defenderQuizTemplate)['field_groups_template']>;

/** Names of sizes, fuels and packs, and of every combination (「ディフェンダー 110 ディーゼル・エクスプローラーパック」). */
function variantNames(t: Translate) {
  const sizes = Object.fromEntries(defenderSizes.map((s) => [s, t(k(`defender.size_names.${s}`))])) as Record<DefenderSize, string>;
  const fuels = Object.fromEntries(defenderFuels.map((f) => [f, t(k(`defender.fuels.${f}`))])) as Record<DefenderFuel, string>;
  const packs = Object.fromEntries(defenderPacks.map((p) => [p, t(k(`defender.packs.${p}`))])) as Record<DefenderPack, string>;
  const names: Record<string, string> = {};
  for (const size of defenderSizes)
    for (const fuel of defenderFuels)
      for (const pack of defenderPacks)
        names[variantKey({ size, fuel, pack })] = t(k('defender.variant_name'), {
          size: sizes[size],
          fuel: fuels[fuel],
          pack: packs[pack],
        });
  return { fuels, names };
}

function islandTexts(t: Translate, fields: Fields): DefenderQuizTexts {
  return {
    ...recommenderStepTexts(t, fields),
    start: own(t, fields.start_label, 'start'),
    deselectAll: own(t, fields.deselect_all_label, 'deselect_all'),
    resultTitle: own(t, fields.result_title, 'defender.result_title'),
    emissionLabel: own(t, fields.emission_label, 'defender.emission_label'),
    selectedCount: placeholders(t, 'selected_count', 'n'),
    chooseOne: t(k('choose_one')),
    playVideo: placeholders(t, 'play_video', 'name'),
    close: t(k('close')),
    sizeLabel: t(k('defender.size_label')),
    fuelLabel: t(k('defender.fuel_label')),
    emissionValue: placeholders(t, 'defender.emission_value', 'value'),
    reasonsTitle: t(k('defender.reasons_title')),
    sizeReasons: {
      passengers: t(k('defender.size_reasons.passengers')),
      dog_and_passengers: t(k('defender.size_reasons.dog_and_passengers')),
      gear: t(k('defender.size_reasons.gear')),
      compact: t(k('defender.size_reasons.compact')),
    },
    fuelReasons: {
      towing: t(k('defender.fuel_reasons.towing')),
      long_trips: t(k('defender.fuel_reasons.long_trips')),
      everyday: t(k('defender.fuel_reasons.everyday')),
    },
    packReason: placeholders(t, 'defender.pack_reason', 'choices'),
    quote: placeholders(t, 'defender.quote', 'label'),
    choiceSeparator: t(k('defender.choice_separator')),
  };
}

/**
 * What the island gets from the block's resolved content: every text translated (the editor's
 * first), the answer cards with their pictures, each variant's picture, description and continue
 * link drawn here on the server, and the table of which variant shows which recommendation.
 */
export function defenderQuizView(
  fields: Fields,
  groups: readonly Group[],
  images: QuizImages,
  context: Pick<BlockContext, 't' | 'blockId' | 'index'>,
): DefenderQuizProps {
  const { t } = context;
  const { fuels, names } = variantNames(t);
  const continueLabel = own(t, fields.continue_label, 'defender.continue');

  const steps = defenderSteps.map((step) => {
    const defaults = defaultStepTexts(t, step);
    const labels = linesOr(fields[`${step}_answers`], defaults.answers);
    return {
      key: step,
      title: fields[`${step}_title`]?.trim() || defaults.title,
      subtitle: fields[`${step}_subtitle`]?.trim() || defaults.subtitle,
      options: stepOptions[step].map((key, i) => ({ key, label: labels[i]!, image: images[key] })),
    };
  });

  const variants = groups.map((group) => {
    const link = group.link ? { ...group.link, label: group.link.label || continueLabel } : null;
    return {
      name: group.title?.trim() || names[variantKey({ size: group.size, fuel: group.fuel_type, pack: group.pack })]!,
      size: group.size,
      fuel: group.fuel_type,
      pack: group.pack,
      media: (
        <div className={kit.resultBody}>
          <Picture image={group.image} sizes="(min-width: 1024px) 480px, 100vw" className={kit.media} />
          <RichText html={group.description} />
        </div>
      ),
      continueLink: isLinkButtonVisible(link) ? <LinkButton link={link} /> : null,
    };
  });

  const videoUrl = fields.welcome_video?.trim();
  const video =
    videoUrl && isSitePathOrHttps(videoUrl)
      ? { src: videoUrl, embed: videoEmbedUrl(videoUrl), title: fields.title || t(k('video_title')) }
      : null;

  return {
    id: `defender-quiz-${context.blockId}`,
    level: itemHeadingLevel(fields.header_tag, Boolean(fields.title)),
    media: fields.welcome_image ? (
      <Picture image={fields.welcome_image} sizes="(min-width: 1024px) 576px, 100vw" priority={context.index < 2} className={kit.media} />
    ) : null,
    intro: fields.paragraph ? <Paragraph size={fields.paragraph_size}>{fields.paragraph}</Paragraph> : null,
    video,
    texts: islandTexts(t, fields),
    steps,
    variants,
    table: variantTable(groups),
    names,
    sizeNames: { '90': t(k('defender.sizes.90')), '110': t(k('defender.sizes.110')) },
    fuelNames: fuels,
    emissions: { diesel: fields.emission_diesel, petrol: fields.emission_petrol },
  };
}
