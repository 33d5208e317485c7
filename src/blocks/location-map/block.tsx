import { BlockIntro } from '@/ui/block-intro';
import { Icon } from '@/ui/icon';
import { LinkButtons } from '@/ui/link-button';
import { RichText } from '@/ui/rich-text';
import { defineBlock } from '../types';
import { MapEmbed } from './islands';
import { loadMapEmbed } from './load.server';
import { mapDirectionsUrl, mapSearchUrl } from './map-links';
import { locationMapTemplate } from './template';
import styles from './location-map.module.css';

/** The frame before (or without) the interactive map: a drawing with a pin, decoration only. */
function StaticMap() {
  return (
    <div className={styles.static} aria-hidden="true">
      <span className={styles.pin}>
        <Icon name="location" size={40} />
      </span>
    </div>
  );
}

/**
 * Dual frame: the content frame (address, hours, links that open the place in a map app) is plain
 * server HTML; the map frame is a drawing, replaced by the interactive map only when the maps tag
 * is configured and the visitor's consent includes its scope (decision 0054).
 */
export const locationMap = defineBlock({
  template: locationMapTemplate,
  defaultContent: {
    fields: {
      title: 'ランドローバー 東京ショールーム',
      content:
        '<p>〒107-0062 東京都港区南青山1-1-1</p><p>営業時間：10:00〜18:00（火曜定休）<br>電話：03-1234-5678</p><p>東京メトロ銀座線「青山一丁目」駅より徒歩3分</p>',
      latitude: 35.6727,
      longitude: 139.7238,
      buttons: [
        { type: 'internal', url: '/forms/test-drive', label: '来店を予約する', target: '_self', button_type: 'primary', size: 'medium' },
      ],
    },
    field_groups: [],
  },
  load: (_content, context) => loadMapEmbed(context),
  Component: ({ fields, data: embed, context }) => {
    const { t } = context;
    const { latitude, longitude } = fields;
    const newTab = <span className="visually-hidden">{t('location_map.new_tab')}</span>;
    return (
      <div className={['grid-container', styles.frames].join(' ')}>
        <div className={styles.content}>
          <BlockIntro fields={fields} />
          <RichText html={fields.content} className={styles.address} />
          <ul className={styles.mapLinks}>
            <li>
              <a href={mapSearchUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
                {t('location_map.open_map')}
                {newTab}
              </a>
            </li>
            <li>
              <a href={mapDirectionsUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
                {t('location_map.directions')}
                {newTab}
              </a>
            </li>
          </ul>
          <LinkButtons links={fields.buttons} />
        </div>
        <div className={styles.mapFrame}>
          {embed ? (
            <MapEmbed
              source={embed.source}
              scope={embed.scope}
              script={embed.script}
              latitude={latitude}
              longitude={longitude}
              zoom={fields.zoom}
              place={fields.title || t('location_map.place')}
              texts={{
                region: fields.title ? t('location_map.region', { place: fields.title }) : t('location_map.region_untitled'),
                consentNote: t('location_map.consent_note'),
                changeConsent: t('location_map.change_consent'),
                changeUnavailable: t('location_map.change_unavailable'),
                loading: t('location_map.loading'),
                failed: t('location_map.failed'),
              }}
            >
              <StaticMap />
            </MapEmbed>
          ) : (
            <StaticMap />
          )}
        </div>
      </div>
    );
  },
});
