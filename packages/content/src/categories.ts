import type { CategoryKey, Language } from '@swiss/contract';

export interface CategoryDefinition {
  key: CategoryKey;
  icon: string;
  color: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  sustainabilityFocus: Record<Language, string[]>;
}

/** The 11 categories in display order. */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  {
    key: 'food_chocolate',
    icon: '🍫',
    color: '#7b3f00',
    name: { en: 'Food & Chocolate', de: 'Essen & Schokolade', fr: 'Gastronomie & chocolat', it: 'Cibo e cioccolato' },
    description: {
      en: 'Chocolate makers, show dairies, markets and regional specialities.',
      de: 'Schokoladenmanufakturen, Schaukäsereien, Märkte und regionale Spezialitäten.',
      fr: 'Chocolatiers, fromageries de démonstration, marchés et spécialités régionales.',
      it: 'Cioccolaterie, caseifici dimostrativi, mercati e specialità regionali.',
    },
    sustainabilityFocus: {
      en: ['Local producers', 'Seasonal food'],
      de: ['Lokale Produzenten', 'Saisonale Küche'],
      fr: ['Producteurs locaux', 'Cuisine de saison'],
      it: ['Produttori locali', 'Cucina di stagione'],
    },
  },
  {
    key: 'big_lakes',
    icon: '🌊',
    color: '#0b5d8c',
    name: { en: 'Big Lakes', de: 'Grosse Seen', fr: 'Grands lacs', it: 'Grandi laghi' },
    description: {
      en: 'The largest Swiss lakes, with boat trips, shore towns and promenades.',
      de: 'Die grössten Schweizer Seen mit Schifffahrten, Uferorten und Promenaden.',
      fr: 'Les plus grands lacs suisses, avec croisières, villes riveraines et promenades.',
      it: 'I laghi svizzeri più grandi, con battelli, cittadine rivierasche e passeggiate.',
    },
    sustainabilityFocus: {
      en: ['Water quality', 'Boat travel'],
      de: ['Wasserqualität', 'Reisen per Schiff'],
      fr: ["Qualité de l'eau", 'Voyager en bateau'],
      it: ["Qualità dell'acqua", 'Viaggiare in battello'],
    },
  },
  {
    key: 'mountains_glaciers',
    icon: '🏔️',
    color: '#3a5a78',
    name: {
      en: 'Mountains & Glaciers',
      de: 'Berge & Gletscher',
      fr: 'Montagnes & glaciers',
      it: 'Montagne e ghiacciai',
    },
    description: {
      en: 'Summits, glaciers, passes and viewpoints of the Alps and the Jura.',
      de: 'Gipfel, Gletscher, Pässe und Aussichtspunkte in den Alpen und im Jura.',
      fr: 'Sommets, glaciers, cols et belvédères des Alpes et du Jura.',
      it: 'Vette, ghiacciai, passi e punti panoramici delle Alpi e del Giura.',
    },
    sustainabilityFocus: {
      en: ['Glacier retreat', 'Mountain railways'],
      de: ['Gletscherschwund', 'Bergbahnen'],
      fr: ['Recul des glaciers', 'Chemins de fer de montagne'],
      it: ['Ritiro dei ghiacciai', 'Ferrovie di montagna'],
    },
  },
  {
    key: 'nature_trails',
    icon: '🥾',
    color: '#2e6b30',
    name: { en: 'Nature Trails', de: 'Naturwege', fr: 'Sentiers nature', it: 'Sentieri natura' },
    description: {
      en: 'Named hikes, gorges and nature walks for every level.',
      de: 'Bekannte Wanderungen, Schluchten und Naturpfade für jedes Niveau.',
      fr: 'Randonnées célèbres, gorges et sentiers nature pour tous les niveaux.',
      it: 'Escursioni note, gole e sentieri natura per ogni livello.',
    },
    sustainabilityFocus: {
      en: ['Stay on the trail', 'Protected habitats'],
      de: ['Auf dem Weg bleiben', 'Geschützte Lebensräume'],
      fr: ['Rester sur le sentier', 'Habitats protégés'],
      it: ['Restare sul sentiero', 'Habitat protetti'],
    },
  },
  {
    key: 'culture_traditions',
    icon: '🏰',
    color: '#8a3b12',
    name: {
      en: 'Culture & Traditions',
      de: 'Kultur & Traditionen',
      fr: 'Culture & traditions',
      it: 'Cultura e tradizioni',
    },
    description: {
      en: 'Castles, abbeys, museums and the places where traditions live on.',
      de: 'Burgen, Klöster, Museen und Orte, an denen Traditionen lebendig sind.',
      fr: 'Châteaux, abbayes, musées et lieux où vivent les traditions.',
      it: 'Castelli, abbazie, musei e luoghi in cui le tradizioni sono vive.',
    },
    sustainabilityFocus: {
      en: ['Heritage care', 'Living traditions'],
      de: ['Denkmalpflege', 'Lebendige Traditionen'],
      fr: ['Soin du patrimoine', 'Traditions vivantes'],
      it: ['Cura del patrimonio', 'Tradizioni vive'],
    },
  },
  {
    key: 'cities_villages',
    icon: '🏘️',
    color: '#5b4a8b',
    name: { en: 'Cities & Villages', de: 'Städte & Dörfer', fr: 'Villes & villages', it: 'Città e villaggi' },
    description: {
      en: 'Old towns, lakeside cities and car-free mountain villages.',
      de: 'Altstädte, Städte am See und autofreie Bergdörfer.',
      fr: 'Vieilles villes, villes lacustres et villages de montagne sans voitures.',
      it: 'Centri storici, città sul lago e villaggi di montagna senza auto.',
    },
    sustainabilityFocus: {
      en: ['Car-free travel', 'Historic centres'],
      de: ['Autofrei reisen', 'Historische Zentren'],
      fr: ['Voyager sans voiture', 'Centres historiques'],
      it: ['Viaggiare senza auto', 'Centri storici'],
    },
  },
  {
    key: 'small_lakes',
    icon: '🛶',
    color: '#1f7a8c',
    name: { en: 'Small Lakes', de: 'Kleine Seen', fr: 'Petits lacs', it: 'Piccoli laghi' },
    description: {
      en: 'Quiet lowland and pre-alpine lakes for swimming, rowing and walks.',
      de: 'Ruhige Seen im Mittelland und in den Voralpen zum Baden, Rudern und Spazieren.',
      fr: 'Lacs paisibles du Plateau et des Préalpes pour nager, ramer et flâner.',
      it: "Laghi tranquilli dell'Altopiano e delle Prealpi per nuotare, remare e passeggiare.",
    },
    sustainabilityFocus: {
      en: ['Shore habitats', 'Quiet recreation'],
      de: ['Uferlebensräume', 'Sanfte Erholung'],
      fr: ['Habitats des rives', 'Loisirs doux'],
      it: ['Habitat delle rive', 'Svago dolce'],
    },
  },
  {
    key: 'mountain_lakes',
    icon: '🏞️',
    color: '#176b87',
    name: { en: 'Mountain Lakes', de: 'Bergseen', fr: 'Lacs de montagne', it: 'Laghi di montagna' },
    description: {
      en: 'Alpine lakes and reservoirs high in the mountains.',
      de: 'Alpine Seen und Stauseen hoch in den Bergen.',
      fr: 'Lacs alpins et lacs de barrage en altitude.',
      it: 'Laghi alpini e bacini artificiali in alta quota.',
    },
    sustainabilityFocus: {
      en: ['Fragile alpine ecosystems', 'Hydropower'],
      de: ['Empfindliche alpine Ökosysteme', 'Wasserkraft'],
      fr: ['Écosystèmes alpins fragiles', 'Hydroélectricité'],
      it: ['Ecosistemi alpini fragili', 'Energia idroelettrica'],
    },
  },
  {
    key: 'waterfalls',
    icon: '💦',
    color: '#1b6ca8',
    name: { en: 'Waterfalls', de: 'Wasserfälle', fr: 'Cascades', it: 'Cascate' },
    description: {
      en: 'Falls and cascades, from the Rhine Falls to Lauterbrunnen.',
      de: 'Wasserfälle und Kaskaden, vom Rheinfall bis Lauterbrunnen.',
      fr: 'Chutes et cascades, des chutes du Rhin à Lauterbrunnen.',
      it: 'Cascate grandi e piccole, dalle cascate del Reno a Lauterbrunnen.',
    },
    sustainabilityFocus: {
      en: ['Residual water flows', 'Safe viewing'],
      de: ['Restwassermengen', 'Sicher beobachten'],
      fr: ['Débits résiduels', 'Observer en sécurité'],
      it: ['Deflussi minimi', 'Osservare in sicurezza'],
    },
  },
  {
    key: 'rivers',
    icon: '🏊',
    color: '#2a6f97',
    name: { en: 'Rivers', de: 'Flüsse', fr: 'Rivières', it: 'Fiumi' },
    description: {
      en: 'River swims, riverside walks and gorges along Swiss rivers.',
      de: 'Flussschwimmen, Uferwege und Schluchten entlang der Schweizer Flüsse.',
      fr: 'Baignades, promenades au bord de l’eau et gorges le long des rivières suisses.',
      it: 'Nuotate, passeggiate lungo le rive e gole lungo i fiumi svizzeri.',
    },
    sustainabilityFocus: {
      en: ['River restoration', 'Clean water'],
      de: ['Flussrevitalisierung', 'Sauberes Wasser'],
      fr: ['Renaturation des rivières', 'Eau propre'],
      it: ['Rinaturazione dei fiumi', 'Acqua pulita'],
    },
  },
  {
    key: 'wine_regions',
    icon: '🍇',
    color: '#6d1f3f',
    name: { en: 'Wine Regions', de: 'Weinregionen', fr: 'Régions viticoles', it: 'Regioni vinicole' },
    description: {
      en: 'Vineyard terraces, wine villages and cellar doors.',
      de: 'Rebterrassen, Weindörfer und Weinkeller.',
      fr: 'Vignobles en terrasses, villages viticoles et caves.',
      it: 'Vigneti terrazzati, villaggi del vino e cantine.',
    },
    sustainabilityFocus: {
      en: ['Terraced landscapes', 'Local grape varieties'],
      de: ['Terrassenlandschaften', 'Einheimische Rebsorten'],
      fr: ['Paysages en terrasses', 'Cépages autochtones'],
      it: ['Paesaggi terrazzati', 'Vitigni autoctoni'],
    },
  },
];
