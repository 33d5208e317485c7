import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { electrifyingPowerTemplate } from './template';
import styles from './electrifying-power.module.css';

/**
 * Figures are a description list (label → value), drawn value first. Figures need their test
 * conditions beside them (燃費・電費 are quoted with the WLTC mode in Japan), so the disclaimer
 * follows the list.
 */
export const electrifyingPower = defineBlock({
  template: electrifyingPowerTemplate,
  defaultContent: {
    fields: {
      image: { id: 101301, alt: '夕暮れの海岸線を走るプラグインハイブリッドモデル' },
      title: '電気の力で、静かに力強く。',
      paragraph: 'プラグインハイブリッドモデルは、日常の移動の多くを電気だけでこなし、長距離ではエンジンが力強く支えます。',
      disclaimer: 'EV走行距離はWLTCモードによる社内測定値です。実際の走行距離は、気象、道路状況、運転方法などにより異なります。',
      buttons: [{ type: 'internal', url: '/models', label: 'PHEVモデルを見る', target: '_self', button_type: 'primary', size: 'medium' }],
    },
    field_groups: [
      { value: '113', unit: 'km', label: 'EV走行距離（WLTCモード）' },
      { value: '5.9', unit: '秒', label: '0-100km/h加速' },
      { value: '38.2', unit: 'kWh', label: 'バッテリー容量（総電力量）' },
    ],
  },
  Component: ({ fields, groups, context }) => (
    <div className={styles.power}>
      <Picture image={fields.image} sizes="100vw" priority={context.index < 2} className={styles.image} />
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.intro} />
        {groups.length ? (
          <dl className={styles.figures}>
            {groups.map((figure, i) => (
              <div key={i} className={styles.figure}>
                <dt className={styles.label}>{figure.label}</dt>
                <dd className={styles.value}>
                  {figure.value}
                  {figure.unit ? <span className={styles.unit}>{figure.unit}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {fields.disclaimer ? <p className={styles.disclaimer}>{fields.disclaimer}</p> : null}
        <LinkButtons links={fields.buttons} />
      </div>
    </div>
  ),
});
