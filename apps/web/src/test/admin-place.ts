import type { PlaceSource } from '@swiss/contract';

const text = (en: string, de: string, fr: string, it: string) => ({ en, de, fr, it });

/**
 * A place as the admin API sends it (the dataset's shape), with photo spots, festival and travel
 * texts; the French festival date and the Italian photo spots are missing.
 */
export function adminTestPlace(): PlaceSource {
  return {
    id: 'test-lakes',
    title: 'Seenweg',
    names: text('Lakes Walk', 'Seenweg', 'Sentier des lacs', 'Sentiero dei laghi'),
    category_key: 'mountain_lakes',
    type: 'trail',
    region: text('Zermatt, Valais', 'Zermatt, Wallis', 'Zermatt, Valais', 'Zermatt, Vallese'),
    canton: 'VS',
    coordinates: { lat: 46.02, lng: 7.78 },
    elevation: 2500,
    founded_year: null,
    bestSeasons: ['summer'],
    summary: text('Five lakes.', 'Fünf Seen.', 'Cinq lacs.', 'Cinque laghi.'),
    full_description: text('A walk.', 'Eine Wanderung.', 'Une balade.', 'Una passeggiata.'),
    facts: {
      en: ['One', 'Two', 'Three'],
      de: ['Eins', 'Zwei', 'Drei'],
      fr: ['Un', 'Deux', 'Trois'],
      it: ['Uno', 'Due', 'Tre'],
    },
    insights_old_vs_new: text('Past. Present.', 'Früher. Heute.', 'Autrefois. Aujourd’hui.', 'Un tempo. Oggi.'),
    sustainability: {
      unesco_site: false,
      protected_area: false,
      transit_access: 'mountain_railway',
      seasonality_pressure: 'high',
      public_transit_tip: text('Take the train.', 'Nehmen Sie den Zug.', 'Prenez le train.', 'Prendete il treno.'),
      seasonality_note: text('Busy in August.', 'Voll im August.', 'Bondé en août.', 'Affollato ad agosto.'),
      low_impact_activity: text('Walk.', 'Wandern.', 'Marcher.', 'Camminare.'),
    },
    photo_spots: {
      en: ['Stellisee with the Matterhorn', 'Leisee at sunrise'],
      de: ['Stellisee mit dem Matterhorn', 'Leisee bei Sonnenaufgang'],
      fr: ['Le Stellisee et le Cervin', 'Le Leisee au lever du soleil'],
    },
    annual_festival: text('Lake festival', 'Seefest', 'Fête du lac', 'Festa del lago'),
    festival_date: { en: 'Early August', de: 'Anfang August', it: 'Inizio agosto' },
    travel_time: text('3 h from Bern', '3 Std. ab Bern', '3 h depuis Berne', '3 ore da Berna'),
    final_transport: text('Sunnegga funicular', 'Standseilbahn Sunnegga', 'Funiculaire de Sunnegga', 'Funicolare di Sunnegga'), // prettier-ignore
    sources: ['https://example.org/lakes'],
  };
}
