import type { CurrencyCode } from '@tableside/billing-domain';
import type { HomeLayouts, MenuInput, ProductInput, UnavailableProductsDocument } from '@tableside/menu-availability';

const U = 100_000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Where a business's menus are published for the client's publication path (3-menus §7). */
export type PublicationMode = 'published' | 'missing' | 'flaky';

/** The menu side of one business, as seeded. */
export interface SeedBusiness {
  businessId: string;
  venueId: string;
  name: string;
  currency: CurrencyCode;
  defaultLanguage: string;
  languages: string[];
  publication: PublicationMode;
  tabsEnabled: boolean;
  menus: { menu: MenuInput; payAtTable: boolean }[];
  /** Bill upsells (`upsell/businesses/{id}`): products of the menus, by menu and product id. */
  upsells: { menuId: string; productId: string }[];
  homeLayouts: Record<string, HomeLayouts>;
  unavailableProducts: UnavailableProductsDocument;
}

type AllergenNames = [fr: string, en: string, es: string, de: string, it: string, nl: string, pt: string, uk: string];

const allergen = (id: string, [fr, en, es, de, it, nl, pt, uk]: AllergenNames) => ({
  id,
  name: en,
  translations: { FR: fr, EN: en, ES: es, DE: de, IT: it, NL: nl, PT: pt, UK: uk },
});

/** Allergens with their names in every menu language the seed ships (FR, EN, ES, DE, UK) and IT, NL, PT. */
export const ALLERGENS = {
  gluten: allergen('gluten', ['Gluten', 'Gluten', 'Gluten', 'Gluten', 'Glutine', 'Gluten', 'Glúten', 'Глютен']),
  milk: allergen('milk', ['Lait', 'Milk', 'Leche', 'Milch', 'Latte', 'Melk', 'Leite', 'Молоко']),
  eggs: allergen('eggs', ['Œufs', 'Eggs', 'Huevos', 'Eier', 'Uova', 'Eieren', 'Ovos', 'Яйця']),
  mustard: allergen('mustard', ['Moutarde', 'Mustard', 'Mostaza', 'Senf', 'Senape', 'Mosterd', 'Mostarda', 'Гірчиця']),
  sulphites: allergen('sulphites', ['Sulfites', 'Sulphites', 'Sulfitos', 'Sulfite', 'Solfiti', 'Sulfieten', 'Sulfitos', 'Сульфіти']),
  fish: allergen('fish', ['Poisson', 'Fish', 'Pescado', 'Fisch', 'Pesce', 'Vis', 'Peixe', 'Риба']),
} as const;

const TAGS = {
  veggie: { id: 'veggie', name: 'Veggie' },
  spicy: { id: 'spicy', name: 'Spicy' },
  house: { id: 'house-special', name: 'House special' },
  alcohol: { id: 'alcohol', name: 'Alcohol' },
} as const;

/** Texts in FR, EN, ES and DE, and in UK (Ukrainian) for the menus that offer it. */
type Texts = [fr: string, en: string, es: string, de: string, uk?: string];

const translations = (names: Texts, descriptions?: Texts) => ({
  FR: { name: names[0], ...(descriptions ? { description: descriptions[0] } : {}) },
  EN: { name: names[1], ...(descriptions ? { description: descriptions[1] } : {}) },
  ES: { name: names[2], ...(descriptions ? { description: descriptions[2] } : {}) },
  DE: { name: names[3], ...(descriptions ? { description: descriptions[3] } : {}) },
  ...(names[4] === undefined ? {} : { UK: { name: names[4], ...(descriptions?.[4] === undefined ? {} : { description: descriptions[4] }) } }),
});

/** A placeholder picture the sandbox serves (menu-images route). */
export const menuImage = (name: string): string => `/sandbox/menu-images/${name}.svg`;

const product = (currency: CurrencyCode, id: string, name: string, amount: number | undefined, extra: Partial<ProductInput> = {}): ProductInput => ({
  id,
  productType: 'PRODUCT',
  name,
  ...(amount === undefined ? {} : { price: { amount, currency } }),
  isAvailableForOrder: true,
  imageUrl: menuImage(id),
  ...extra,
});

const modifier = (currency: CurrencyCode, id: string, name: string, amount: number, extra: Partial<ProductInput> = {}): ProductInput => ({
  id,
  productType: 'MODIFIER',
  name,
  price: { amount, currency },
  isAvailableForOrder: true,
  ...extra,
});

const group = (
  id: string,
  productType: 'MODIFIER_GROUP' | 'VARIANT_GROUP',
  name: string,
  subProductIds: string[],
  min: number,
  max: number,
  extra: Partial<ProductInput> = {},
): ProductInput => ({
  id,
  productType,
  name,
  subProductIds,
  min,
  max,
  hasSubProducts: true,
  isAvailableForOrder: true,
  ...extra,
});

const item = (productInput: ProductInput) => ({ type: 'PRODUCT' as const, product: productInput });

/** The Paris bistro's menus: variants, a bundle with nested modifier groups, a time-based price, snooze, schedules. */
function parisMenus(currency: CurrencyCode, now: number): SeedBusiness['menus'] {
  const c = currency;
  const cooking = group('fr-cuisson', 'MODIFIER_GROUP', 'Cuisson', ['fr-bleu', 'fr-saignant', 'fr-a-point'], 1, 1, {
    translations: translations(['Cuisson', 'Cooking', 'Punto de cocción', 'Garstufe', 'Ступінь прожарки']),
  });
  const sauces = group('fr-sauces', 'MODIFIER_GROUP', 'Sauces', ['fr-poivre', 'fr-bearnaise'], 0, 2, {
    translations: translations(['Sauces', 'Sauces', 'Salsas', 'Soßen', 'Соуси']),
  });
  const steak = product(c, 'fr-steak', 'Steak frites', 2_450_000, {
    description: 'Entrecôte, frites maison',
    allergens: [ALLERGENS.mustard],
    tags: [TAGS.house],
    subProductIds: ['fr-cuisson', 'fr-sauces'],
    hasSubProducts: true,
    calories: 980,
    relatedProducts: ['fr-wine', 'fr-tarte'],
    translations: translations(
      ['Steak frites', 'Steak and fries', 'Filete con patatas', 'Steak mit Pommes', 'Стейк з картоплею фрі'],
      ['Entrecôte, frites maison', 'Rib-eye, home-made fries', 'Entrecot, patatas caseras', 'Entrecôte, hausgemachte Pommes', 'Антрекот, домашня картопля фрі'],
    ),
  });
  const croque = product(c, 'fr-croque', 'Croque-monsieur', 14 * U, {
    allergens: [ALLERGENS.gluten, ALLERGENS.milk],
    calories: 620,
    relatedProducts: ['fr-coffee'],
    translations: translations(['Croque-monsieur', 'Toasted ham and cheese', 'Sándwich de jamón y queso', 'Schinken-Käse-Toast', 'Крок-месьє']),
  });
  const soup = product(c, 'fr-onion-soup', 'Soupe à l’oignon', 9 * U, {
    allergens: [ALLERGENS.gluten, ALLERGENS.milk],
    tags: [TAGS.veggie],
    translations: translations(['Soupe à l’oignon', 'Onion soup', 'Sopa de cebolla', 'Zwiebelsuppe', 'Цибулевий суп']),
  });
  const salad = product(c, 'fr-salade', 'Salade de chèvre chaud', 11 * U, {
    allergens: [ALLERGENS.milk],
    tags: [TAGS.veggie],
    translations: translations([
      'Salade de chèvre chaud',
      'Warm goat cheese salad',
      'Ensalada de queso de cabra',
      'Ziegenkäsesalat',
      'Салат з теплим козячим сиром',
    ]),
  });
  const tarte = product(c, 'fr-tarte', 'Tarte Tatin', 850_000, {
    allergens: [ALLERGENS.gluten, ALLERGENS.eggs, ALLERGENS.milk],
    translations: translations(['Tarte Tatin', 'Upside-down apple tart', 'Tarta Tatin', 'Apfeltarte Tatin', 'Яблучний тарт Татен']),
  });
  const ile = product(c, 'fr-ile-flottante', 'Île flottante', 7 * U, {
    allergens: [ALLERGENS.eggs, ALLERGENS.milk],
    translations: translations(['Île flottante', 'Floating island', 'Isla flotante', 'Schwimmende Insel', 'Плавучий острів']),
  });
  const platDuJour = product(c, 'fr-plat-du-jour', 'Plat du jour', 16 * U, {
    snoozePeriod: { startAt: new Date(now - HOUR_MS).toISOString(), endAt: new Date(now + 30 * DAY_MS).toISOString() },
    translations: translations(['Plat du jour', 'Dish of the day', 'Plato del día', 'Tagesgericht', 'Страва дня']),
  });
  const wine = product(c, 'fr-wine', 'Verre de Côtes-du-Rhône', 650_000, {
    allergens: [ALLERGENS.sulphites],
    tags: [TAGS.alcohol],
    pricingStrategy: {
      type: 'TIME_BASED',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      timeRanges: [{ start: '17:00', end: '19:00' }],
      timeZone: 'Europe/Paris',
      value: { amount: 5 * U, currency: c },
    },
    translations: translations(['Verre de Côtes-du-Rhône', 'Glass of Côtes-du-Rhône', 'Copa de Côtes-du-Rhône', 'Glas Côtes-du-Rhône', 'Келих Кот-дю-Рон']),
  });
  const coffee = group('fr-coffee', 'VARIANT_GROUP', 'Café', ['fr-espresso', 'fr-allonge', 'fr-creme'], 1, 1, {
    imageUrl: menuImage('fr-coffee'),
    translations: translations(['Café', 'Coffee', 'Café', 'Kaffee', 'Кава']),
    subProductPrices: {
      'fr-espresso': { amount: 250_000, currency: c },
      'fr-allonge': { amount: 280_000, currency: c },
      'fr-creme': { amount: 420_000, currency: c },
    },
    priceDeterminedBySubProducts: true,
  });
  const formula = {
    ...product(c, 'fr-formule', 'Formule déjeuner', 19 * U, {
      productType: 'BUNDLE',
      subProductIds: ['fr-formule-entree', 'fr-formule-plat'],
      hasSubProducts: true,
      tags: [TAGS.house],
      translations: translations(['Formule déjeuner', 'Lunch set', 'Menú del día', 'Mittagsmenü', 'Обідній комплекс']),
    }),
  };
  const subProducts: ProductInput[] = [
    cooking,
    sauces,
    modifier(c, 'fr-bleu', 'Bleu', 0, { translations: translations(['Bleu', 'Blue', 'Poco hecho', 'Blutig', 'З кров’ю']) }),
    modifier(c, 'fr-saignant', 'Saignant', 0, { translations: translations(['Saignant', 'Rare', 'Al punto', 'Englisch', 'Слабка прожарка']) }),
    modifier(c, 'fr-a-point', 'À point', 0, { translations: translations(['À point', 'Medium', 'Hecho', 'Medium', 'Середня прожарка']) }),
    modifier(c, 'fr-poivre', 'Sauce au poivre', U, {
      translations: translations(['Sauce au poivre', 'Pepper sauce', 'Salsa de pimienta', 'Pfeffersoße', 'Перцевий соус']),
    }),
    modifier(c, 'fr-bearnaise', 'Sauce béarnaise', U, {
      allergens: [ALLERGENS.eggs],
      translations: translations(['Sauce béarnaise', 'Béarnaise sauce', 'Salsa bearnesa', 'Sauce Béarnaise', 'Соус беарнез']),
    }),
    { ...modifier(c, 'fr-espresso', 'Expresso', 250_000), productType: 'VARIANT' },
    { ...modifier(c, 'fr-allonge', 'Allongé', 280_000), productType: 'VARIANT' },
    { ...modifier(c, 'fr-creme', 'Café crème', 420_000), productType: 'VARIANT', allergens: [ALLERGENS.milk] },
    group('fr-formule-entree', 'MODIFIER_GROUP', 'Entrée', ['fr-onion-soup', 'fr-salade'], 1, 1),
    group('fr-formule-plat', 'MODIFIER_GROUP', 'Plat', ['fr-steak', 'fr-croque'], 1, 1),
  ];
  const carte: MenuInput = {
    id: 'fr-carte',
    name: 'La carte',
    order: 1,
    description: 'Cuisine de bistrot, tous les jours',
    imageUrl: menuImage('fr-carte'),
    languages: ['FR', 'EN', 'ES', 'DE', 'UK'],
    categories: [
      { id: 'fr-entrees', name: 'Entrées', elements: [item(soup), item(salad), item(croque)] },
      {
        id: 'fr-plats',
        name: 'Plats',
        elements: [
          item(steak),
          item(formula),
          item(platDuJour),
          {
            type: 'BLOCK',
            block: {
              id: 'fr-block-terrasse',
              title: 'La terrasse est ouverte',
              url: 'https://example.com/terrasse',
              urlLabel: 'En savoir plus',
              backgroundColor: '#1f3b2d',
              textColor: '#ffffff',
              translations: { EN: { title: 'The terrace is open', urlLabel: 'Learn more' }, UK: { title: 'Тераса відкрита', urlLabel: 'Дізнатися більше' } },
            },
          },
        ],
      },
      { id: 'fr-desserts', name: 'Desserts', elements: [item(tarte), item(ile)] },
      { id: 'fr-boissons', name: 'Boissons', elements: [item(wine), item(coffee)] },
    ],
    products: subProducts,
  };
  const brunch: MenuInput = {
    id: 'fr-brunch',
    name: 'Brunch du week-end',
    order: 2,
    schedules: [
      { day: 'saturday', startDate: '10:00', endDate: '15:00' },
      { day: 'sunday', startDate: '10:00', endDate: '15:00' },
    ],
    languages: ['FR', 'EN'],
    categories: [
      {
        id: 'fr-brunch-plats',
        name: 'Brunch',
        elements: [item(product(c, 'fr-oeufs-benedicte', 'Œufs bénédicte', 13 * U, { allergens: [ALLERGENS.eggs, ALLERGENS.gluten] })), item(coffee)],
      },
    ],
    products: subProducts,
  };
  const takeaway: MenuInput = {
    id: 'fr-a-emporter',
    name: 'À emporter',
    order: 3,
    categories: [{ id: 'fr-emporter', name: 'À emporter', elements: [item(croque)] }],
  };
  return [
    { menu: carte, payAtTable: true },
    { menu: brunch, payAtTable: true },
    { menu: takeaway, payAtTable: false },
  ];
}

/** A pub menu (the London pub, and the pre-authorisation and tab venues, whose POS catalogues match it). */
function pubMenus(currency: CurrencyCode, prefix: string): SeedBusiness['menus'] {
  const c = currency;
  const ale = group('gb-ale', 'VARIANT_GROUP', 'Ale', ['gb-ale-pint', 'gb-ale-half'], 1, 1, {
    imageUrl: menuImage('gb-ale'),
    tags: [TAGS.alcohol],
    priceDeterminedBySubProducts: true,
    subProductPrices: { 'gb-ale-pint': { amount: 620_000, currency: c }, 'gb-ale-half': { amount: 340_000, currency: c } },
  });
  const extras = group('gb-fish-extras', 'MODIFIER_GROUP', 'Extras', ['gb-mushy-peas', 'gb-tartare'], 0, 0);
  const menu: MenuInput = {
    id: `${prefix}-pub-menu`,
    name: 'Pub menu',
    order: 1,
    languages: ['EN', 'FR', 'ES', 'DE'],
    categories: [
      {
        id: `${prefix}-mains`,
        name: 'Mains',
        elements: [
          item(
            product(c, 'gb-fish', 'Fish and chips', 1_650_000, {
              allergens: [ALLERGENS.fish, ALLERGENS.gluten],
              subProductIds: ['gb-fish-extras'],
              hasSubProducts: true,
              relatedProducts: ['gb-ale', 'gb-sticky'],
              translations: translations(['Poisson frit et frites', 'Fish and chips', 'Pescado con patatas', 'Fisch mit Pommes']),
            }),
          ),
          item(product(c, 'gb-pie', 'Steak and ale pie', 1_595_000, { allergens: [ALLERGENS.gluten], tags: [TAGS.house], relatedProducts: ['gb-cider'] })),
          item(product(c, 'gb-curry', 'Vegetable curry', 1_400_000, { tags: [TAGS.veggie, TAGS.spicy], isAvailableForOrder: false })),
        ],
      },
      { id: `${prefix}-drinks`, name: 'Drinks', elements: [item(ale), item(product(c, 'gb-cider', 'Pint of cider', 580_000, { tags: [TAGS.alcohol] }))] },
      {
        id: `${prefix}-puddings`,
        name: 'Puddings',
        elements: [item(product(c, 'gb-sticky', 'Sticky toffee pudding', 750_000, { allergens: [ALLERGENS.gluten, ALLERGENS.milk, ALLERGENS.eggs] }))],
      },
    ],
    products: [
      ale,
      extras,
      { ...modifier(c, 'gb-ale-pint', 'Pint', 620_000), productType: 'VARIANT' },
      { ...modifier(c, 'gb-ale-half', 'Half pint', 340_000), productType: 'VARIANT' },
      modifier(c, 'gb-mushy-peas', 'Mushy peas', 250_000),
      modifier(c, 'gb-tartare', 'Tartare sauce', 100_000, { allergens: [ALLERGENS.eggs, ALLERGENS.mustard] }),
    ],
  };
  return [{ menu, payAtTable: true }];
}

function dinerMenus(currency: CurrencyCode): SeedBusiness['menus'] {
  const c = currency;
  const toppings = group('us-toppings', 'MODIFIER_GROUP', 'Toppings', ['us-bacon', 'us-avocado', 'us-jalapenos'], 0, 0);
  const menu: MenuInput = {
    id: 'us-diner-menu',
    name: 'Diner menu',
    order: 1,
    languages: ['EN', 'ES'],
    categories: [
      {
        id: 'us-plates',
        name: 'Plates',
        elements: [
          item(
            product(c, 'us-burger', 'Cheeseburger', 1_695_000, {
              allergens: [ALLERGENS.gluten, ALLERGENS.milk],
              subProductIds: ['us-toppings'],
              hasSubProducts: true,
              calories: 1100,
              relatedProducts: ['us-fries', 'us-shake'],
            }),
          ),
          item(
            product(c, 'us-pancakes', 'Buttermilk pancakes', 1_250_000, { allergens: [ALLERGENS.gluten, ALLERGENS.milk, ALLERGENS.eggs], tags: [TAGS.veggie] }),
          ),
          item(product(c, 'us-fries', 'Fries', 595_000, { tags: [TAGS.veggie] })),
        ],
      },
      {
        id: 'us-drinks',
        name: 'Drinks',
        elements: [
          item(product(c, 'us-shake', 'Milkshake', 795_000, { allergens: [ALLERGENS.milk] })),
          item(product(c, 'us-coffee', 'Bottomless coffee', 350_000)),
        ],
      },
    ],
    products: [
      toppings,
      modifier(c, 'us-bacon', 'Bacon', 200_000),
      modifier(c, 'us-avocado', 'Avocado', 250_000),
      modifier(c, 'us-jalapenos', 'Jalapeños', 100_000, { tags: [TAGS.spicy] }),
    ],
  };
  return [{ menu, payAtTable: true }];
}

/** A picture name from a label: accents folded to their letter ("Entrées" → "entrees"), anything else a dash. */
export const imageSlug = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type TileBase = { label: string; position: { x: number; y: number }; size: 'small' | 'large'; imageUrl: string; hideLabel: boolean };

const tileBase = (label: string, position: [number, number], size: 'small' | 'large', hideLabel = false): TileBase => ({
  label,
  position: { x: position[0], y: position[1] },
  size,
  imageUrl: menuImage(`tile-${imageSlug(label)}`),
  hideLabel,
});

function layouts(menuId: string, categories: { id: string; label: string }[], productId: string, title: string): HomeLayouts {
  return {
    defaultLayout: {
      title,
      banner: true,
      labelDisplay: 'INSIDE',
      tiles: [
        // Each tile type once, so the landing grid shows every kind.
        { type: 'subMenu', menuId, ...tileBase('Menu', [0, 0], 'large') },
        ...categories.map((category, index) => ({
          type: 'category' as const,
          categoryId: category.id,
          menuId,
          ...tileBase(category.label, [index % 2, 1 + Math.floor(index / 2)], 'small'),
        })),
        { type: 'product', productId, menuId, ...tileBase('Special', [0, 3], 'small') },
        { type: 'externalLink', url: 'https://example.com', ...tileBase('Website', [1, 3], 'small', true) },
      ],
    },
    scheduledLayouts: [
      {
        weekday: 'sunday',
        timeRange: { start: '10:00', end: '15:00' },
        layout: {
          title: `${title} (brunch)`,
          banner: false,
          labelDisplay: 'OUTSIDE',
          tiles: [{ type: 'subMenu', menuId, ...tileBase('Brunch', [0, 0], 'large') }],
        },
      },
    ],
  };
}

/** The businesses of the sandbox's three seeded venues. */
export function coreSeedBusinesses(
  venues: { id: string; businessId: string; name: string; currency: CurrencyCode; countryCode: string }[],
  now: number,
): SeedBusiness[] {
  return venues.flatMap((venue): SeedBusiness[] => {
    const base = { businessId: venue.businessId, venueId: venue.id, name: venue.name, currency: venue.currency, tabsEnabled: false };
    switch (venue.countryCode) {
      case 'FR':
        return [
          {
            ...base,
            defaultLanguage: 'FR',
            languages: ['FR', 'EN', 'ES', 'DE', 'UK'],
            publication: 'flaky',
            menus: parisMenus(venue.currency, now),
            upsells: [
              { menuId: 'fr-carte', productId: 'fr-tarte' },
              { menuId: 'fr-carte', productId: 'fr-coffee' },
            ],
            homeLayouts: {
              FR: layouts(
                'fr-carte',
                [
                  { id: 'fr-entrees', label: 'Entrées' },
                  { id: 'fr-plats', label: 'Plats' },
                ],
                'fr-steak',
                'Bienvenue',
              ),
              EN: layouts(
                'fr-carte',
                [
                  { id: 'fr-entrees', label: 'Starters' },
                  { id: 'fr-plats', label: 'Mains' },
                ],
                'fr-steak',
                'Welcome',
              ),
              ES: layouts(
                'fr-carte',
                [
                  { id: 'fr-entrees', label: 'Entrantes' },
                  { id: 'fr-plats', label: 'Platos' },
                ],
                'fr-steak',
                'Bienvenido',
              ),
              DE: layouts(
                'fr-carte',
                [
                  { id: 'fr-entrees', label: 'Vorspeisen' },
                  { id: 'fr-plats', label: 'Hauptgerichte' },
                ],
                'fr-steak',
                'Willkommen',
              ),
              UK: layouts(
                'fr-carte',
                [
                  { id: 'fr-entrees', label: 'Закуски' },
                  { id: 'fr-plats', label: 'Основні страви' },
                ],
                'fr-steak',
                'Ласкаво просимо',
              ),
            },
            unavailableProducts: {
              unavailableProducts: [
                { externalId: 'fr-ile-flottante', start: new Date(now - HOUR_MS).toISOString(), end: new Date(now + 30 * DAY_MS).toISOString() },
              ],
            },
          },
        ];
      case 'GB':
        return [
          {
            ...base,
            defaultLanguage: 'EN',
            languages: ['EN', 'FR', 'ES', 'DE'],
            // The London pub's publication is missing, so clients exercise the fallback to the menu service.
            publication: 'missing',
            menus: pubMenus(venue.currency, 'gb'),
            upsells: [{ menuId: 'gb-pub-menu', productId: 'gb-sticky' }],
            homeLayouts: {
              EN: layouts(
                'gb-pub-menu',
                [
                  { id: 'gb-mains', label: 'Mains' },
                  { id: 'gb-drinks', label: 'Drinks' },
                ],
                'gb-fish',
                'Welcome to the pub',
              ),
            },
            unavailableProducts: { unavailableProducts: [] },
          },
        ];
      case 'US':
        return [
          {
            ...base,
            defaultLanguage: 'EN',
            languages: ['EN', 'ES'],
            publication: 'published',
            menus: dinerMenus(venue.currency),
            upsells: [{ menuId: 'us-diner-menu', productId: 'us-shake' }],
            homeLayouts: {
              EN: layouts(
                'us-diner-menu',
                [
                  { id: 'us-plates', label: 'Plates' },
                  { id: 'us-drinks', label: 'Drinks' },
                ],
                'us-burger',
                'Howdy',
              ),
            },
            unavailableProducts: { unavailableProducts: [] },
          },
        ];
      default:
        return [];
    }
  });
}

/** The pub menu for one of the extra GB venues (pre-authorisation, tab). */
export function extraPubBusiness(input: { businessId: string; venueId: string; name: string; prefix: string; tabsEnabled: boolean }): SeedBusiness {
  return {
    businessId: input.businessId,
    venueId: input.venueId,
    name: input.name,
    currency: 'GBP',
    defaultLanguage: 'EN',
    languages: ['EN'],
    publication: 'published',
    tabsEnabled: input.tabsEnabled,
    menus: pubMenus('GBP', input.prefix),
    upsells: [],
    homeLayouts: { EN: layouts(`${input.prefix}-pub-menu`, [{ id: `${input.prefix}-mains`, label: 'Mains' }], 'gb-fish', input.name) },
    unavailableProducts: { unavailableProducts: [] },
  };
}

/** A business with no dynamic menu (static PDF or link-out venues). */
export function staticBusiness(input: { businessId: string; venueId: string; name: string; currency: CurrencyCode; language: string }): SeedBusiness {
  return {
    businessId: input.businessId,
    venueId: input.venueId,
    name: input.name,
    currency: input.currency,
    defaultLanguage: input.language,
    languages: [input.language],
    publication: 'missing',
    tabsEnabled: false,
    menus: [],
    upsells: [],
    homeLayouts: {},
    unavailableProducts: { unavailableProducts: [] },
  };
}
