import type { Language } from '@swiss/contract';
import type { ItineraryKey } from './itineraries.js';

/** The server's wording of the insight set (the web app's place page says the same through i18n). */
export interface InsightTexts {
  itinerary: Record<ItineraryKey, string>;
  elevation: string;
  region: string;
  seasons: string;
  founded: string;
  fact: string;
  nearestStation: string;
  score: string;
  seasonNames: Record<'spring' | 'summer' | 'autumn' | 'winter', string>;
}

export const INSIGHT_TEXTS: Record<Language, InsightTexts> = {
  en: {
    itinerary: {
      loop: '3-hour loop',
      family: 'Family-friendly',
      budget: 'Budget day',
      arrive: 'Arrive at {{name}} by public transport.',
      explore: 'Explore {{name}} at your own pace.',
      viewOnly:
        'Enjoy the mountain from the valley and the marked paths; the summit is only for roped parties with a mountain guide.',
      visit: 'Continue to {{name}} ({{km}} km away).',
      photo: 'Stop for a photo: {{spot}}.',
      budgetTransit: 'Travel by train and bus; a Half Fare Card or Swiss Travel Pass lowers the fares.',
    },
    elevation: 'Elevation',
    region: 'Region',
    seasons: 'Best seasons',
    founded: 'Founded',
    fact: 'Fact',
    nearestStation: 'Nearest station: {{station}}',
    score: 'Sustainability score: {{score}}/100',
    seasonNames: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
  },
  de: {
    itinerary: {
      loop: '3-Stunden-Runde',
      family: 'Familienfreundlich',
      budget: 'Budget-Tag',
      arrive: 'Mit dem öffentlichen Verkehr nach {{name}}.',
      explore: '{{name}} in Ruhe entdecken.',
      viewOnly:
        'Den Berg vom Tal und von den markierten Wegen aus geniessen; der Gipfel ist nur etwas für Seilschaften mit Bergführer.',
      visit: 'Weiter nach {{name}} ({{km}} km entfernt).',
      photo: 'Fotohalt: {{spot}}.',
      budgetTransit: 'Mit Bahn und Bus reisen; Halbtax oder Swiss Travel Pass senken die Preise.',
    },
    elevation: 'Höhe',
    region: 'Region',
    seasons: 'Beste Jahreszeiten',
    founded: 'Gegründet',
    fact: 'Wissenswert',
    nearestStation: 'Nächster Bahnhof: {{station}}',
    score: 'Nachhaltigkeitswert: {{score}}/100',
    seasonNames: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
  },
  fr: {
    itinerary: {
      loop: 'Boucle de 3 heures',
      family: 'En famille',
      budget: 'Journée petit budget',
      arrive: 'Rejoindre {{name}} en transports publics.',
      explore: 'Découvrir {{name}} à votre rythme.',
      viewOnly:
        "Admirer la montagne depuis la vallée et les sentiers balisés ; le sommet est réservé aux cordées accompagnées d'un guide de montagne.",
      visit: 'Continuer vers {{name}} (à {{km}} km).',
      photo: 'Arrêt photo : {{spot}}.',
      budgetTransit: "Voyager en train et en bus ; l'abonnement demi-tarif ou le Swiss Travel Pass réduisent les prix.",
    },
    elevation: 'Altitude',
    region: 'Région',
    seasons: 'Meilleures saisons',
    founded: 'Fondation',
    fact: 'Le saviez-vous',
    nearestStation: 'Gare la plus proche : {{station}}',
    score: 'Score de durabilité : {{score}}/100',
    seasonNames: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  },
  it: {
    itinerary: {
      loop: 'Giro di 3 ore',
      family: 'Per famiglie',
      budget: 'Giornata economica',
      arrive: 'Raggiungere {{name}} con i mezzi pubblici.',
      explore: 'Scoprire {{name}} con calma.',
      viewOnly:
        'Ammirare la montagna dalla valle e dai sentieri segnalati; la vetta è solo per cordate con una guida alpina.',
      visit: 'Proseguire verso {{name}} (a {{km}} km).',
      photo: 'Sosta fotografica: {{spot}}.',
      budgetTransit:
        "Viaggiare in treno e autobus; l'abbonamento metà-prezzo o lo Swiss Travel Pass riducono le tariffe.",
    },
    elevation: 'Altitudine',
    region: 'Regione',
    seasons: 'Stagioni migliori',
    founded: 'Fondazione',
    fact: 'Curiosità',
    nearestStation: 'Stazione più vicina: {{station}}',
    score: 'Punteggio di sostenibilità: {{score}}/100',
    seasonNames: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
  },
};

export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));
}
