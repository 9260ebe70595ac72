/**
 * The demo catalogue's shape: the Bachmans category tree (three levels), and for each leaf the
 * department, class and finelines its products carry, the words their names are made of, their price
 * range and how their SKUs vary.
 */
export type VariantKind = 'size' | 'pot' | 'color' | 'single' | 'amount';

export interface ProductLine {
  department: string;
  class: string;
  finelines: readonly string[];
  nouns: readonly string[];
  price: readonly [number, number];
  variants: VariantKind;
  count: number;
  /** Living plants: Bachman's Grown candidates, with a warranty. */
  living?: boolean;
  /** Large items that can carry an assembly or placement fee. */
  fee?: 'assembly' | 'placement';
  /** Ships nationwide by UPS (CodeB2 'Y'). */
  nationwide?: boolean;
}

export interface CategoryNode {
  name: string;
  id?: string;
  active?: boolean;
  seasonal?: 'valentines' | 'mothers' | 'christmas';
  children?: readonly CategoryNode[];
  line?: ProductLine;
}

const flowers = (
  cls: string,
  finelines: string[],
  nouns: string[],
  price: [number, number],
  count = 14,
): ProductLine => ({
  department: 'Fresh Flowers',
  class: cls,
  finelines,
  nouns,
  price,
  variants: 'size',
  count,
  nationwide: false,
});

/** Event types (C-17): the child categories of the ticketed and free event parents. */
export const EVENT_TYPE_CHILDREN = {
  ticketed: [
    { id: 'WorkshopsEvents_TicktedEvents_FloralDesign', name: 'Floral Design' },
    { id: 'WorkshopsEvents_TicktedEvents_Gardening', name: 'Gardening' },
    { id: 'WorkshopsEvents_TicktedEvents_KidsFamily', name: 'Kids & Family' },
  ],
  free: [
    { id: 'WorkshopsEvents_FreeEvents_OpenHouses', name: 'Open Houses' },
    { id: 'WorkshopsEvents_FreeEvents_Demonstrations', name: 'Demonstrations' },
    { id: 'WorkshopsEvents_FreeEvents_Seasonal', name: 'Seasonal Celebrations' },
  ],
} as const;

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    name: 'Flowers',
    children: [
      {
        name: 'Roses',
        children: [
          {
            name: 'Dozen Roses',
            line: flowers(
              'Roses',
              ['Dozen Roses'],
              ['Dozen Roses', 'Rose Bouquet', 'Roses in a Vase'],
              [59, 99],
            ),
          },
          {
            name: 'Long Stem Roses',
            line: flowers(
              'Roses',
              ['Long Stem Roses'],
              ['Long Stem Roses', 'Garden Roses', 'Spray Roses'],
              [69, 149],
            ),
          },
          {
            name: 'Rose Arrangements',
            line: flowers(
              'Roses',
              ['Rose Arrangements'],
              ['Rose Arrangement', 'Rose Centerpiece', 'Rose Cube'],
              [49, 129],
            ),
          },
        ],
      },
      {
        name: 'Arrangements',
        children: [
          {
            name: 'Birthday',
            line: flowers(
              'Mixed Arrangements',
              ['Vase Arrangements', 'Basket Arrangements'],
              ['Birthday Bouquet', 'Celebration Basket', 'Confetti Vase'],
              [39, 89],
            ),
          },
          {
            name: 'Anniversary',
            line: flowers(
              'Mixed Arrangements',
              ['Vase Arrangements'],
              ['Anniversary Bouquet', 'Together Vase', 'Romance Arrangement'],
              [49, 119],
            ),
          },
          {
            name: 'Get Well',
            line: flowers(
              'Mixed Arrangements',
              ['Basket Arrangements'],
              ['Get Well Basket', 'Sunshine Bouquet', 'Cheer Up Mug'],
              [35, 79],
            ),
          },
          {
            name: 'Love & Romance',
            line: flowers(
              'Mixed Arrangements',
              ['Vase Arrangements'],
              ['Love Bouquet', 'Sweetheart Vase', 'Crush Arrangement'],
              [45, 125],
            ),
          },
        ],
      },
      {
        name: 'Sympathy',
        children: [
          {
            name: 'Funeral Sprays',
            line: {
              ...flowers(
                'Sympathy',
                ['Standing Sprays'],
                ['Standing Spray', 'Easel Tribute', 'Memorial Wreath'],
                [125, 299],
                12,
              ),
              fee: 'placement',
            },
          },
          {
            name: 'Casket Sprays',
            line: flowers(
              'Sympathy',
              ['Casket Sprays'],
              ['Casket Spray', 'Casket Blanket', 'Half Couch Spray'],
              [175, 399],
              10,
            ),
          },
          {
            name: 'Sympathy Plants',
            line: {
              department: 'Tropical Plants',
              class: 'Sympathy',
              finelines: ['Sympathy Plants'],
              nouns: ['Peace Lily', 'Sympathy Dish Garden', 'Remembrance Planter'],
              price: [45, 129],
              variants: 'pot',
              count: 12,
              living: true,
            },
          },
        ],
      },
      {
        name: 'Occasions',
        children: [
          {
            name: "Mother's Day",
            seasonal: 'mothers',
            line: flowers(
              'Holiday Flowers',
              ["Mother's Day"],
              ["Mother's Day Bouquet", 'Mom Garden Basket', 'Blooming Thanks'],
              [45, 110],
              12,
            ),
          },
          {
            name: "Valentine's Day",
            seasonal: 'valentines',
            line: flowers(
              'Holiday Flowers',
              ["Valentine's Day"],
              ['Valentine Roses', 'Be Mine Bouquet', 'Hearts Aflutter'],
              [55, 150],
              12,
            ),
          },
          {
            name: 'Thank You',
            line: flowers(
              'Mixed Arrangements',
              ['Vase Arrangements'],
              ['Thank You Bouquet', 'Gratitude Vase', 'Grateful Blooms'],
              [35, 75],
              12,
            ),
          },
        ],
      },
    ],
  },
  {
    name: 'Plants',
    children: [
      {
        name: 'Houseplants',
        children: [
          {
            name: 'Succulents & Cacti',
            line: {
              department: 'Tropical Plants',
              class: 'Succulents',
              finelines: ['Succulents', 'Cacti'],
              nouns: ['Succulent Garden', 'Echeveria', 'Jade Plant', 'Golden Barrel Cactus', 'Aloe Vera'],
              price: [12, 49],
              variants: 'pot',
              count: 14,
              living: true,
              nationwide: true,
            },
          },
          {
            name: 'Orchids',
            line: {
              department: 'Tropical Plants',
              class: 'Orchids',
              finelines: ['Phalaenopsis', 'Specialty Orchids'],
              nouns: ['Phalaenopsis Orchid', 'Double Stem Orchid', 'Dendrobium Orchid', 'Oncidium Orchid'],
              price: [35, 120],
              variants: 'color',
              count: 14,
              living: true,
              nationwide: true,
            },
          },
          {
            name: 'Ferns',
            line: {
              department: 'Tropical Plants',
              class: 'Foliage',
              finelines: ['Ferns'],
              nouns: ['Boston Fern', 'Bird’s Nest Fern', 'Maidenhair Fern', 'Staghorn Fern'],
              price: [15, 59],
              variants: 'pot',
              count: 12,
              living: true,
            },
          },
          {
            name: 'Large Floor Plants',
            line: {
              department: 'Tropical Plants',
              class: 'Foliage',
              finelines: ['Floor Plants'],
              nouns: ['Fiddle Leaf Fig', 'Bird of Paradise', 'Snake Plant', 'Monstera', 'Rubber Tree'],
              price: [69, 249],
              variants: 'pot',
              count: 14,
              living: true,
              fee: 'placement',
            },
          },
        ],
      },
      {
        name: 'Outdoor Plants',
        children: [
          {
            name: 'Annuals',
            line: {
              department: 'Nursery',
              class: 'Annuals',
              finelines: ['Annual Flats', 'Hanging Baskets'],
              nouns: ['Petunia', 'Geranium', 'Impatiens', 'Begonia', 'Hanging Basket'],
              price: [6, 45],
              variants: 'pot',
              count: 16,
              living: true,
            },
          },
          {
            name: 'Perennials',
            line: {
              department: 'Nursery',
              class: 'Perennials',
              finelines: ['Perennials'],
              nouns: ['Hosta', 'Daylily', 'Peony', 'Coneflower', 'Astilbe', 'Coral Bells'],
              price: [12, 39],
              variants: 'pot',
              count: 16,
              living: true,
            },
          },
          {
            name: 'Shrubs',
            line: {
              department: 'Nursery',
              class: 'Shrubs',
              finelines: ['Flowering Shrubs', 'Evergreens'],
              nouns: ['Hydrangea', 'Lilac', 'Spirea', 'Arborvitae', 'Hardy Rose'],
              price: [29, 99],
              variants: 'pot',
              count: 14,
              living: true,
              fee: 'placement',
            },
          },
          {
            name: 'Trees',
            line: {
              department: 'Nursery',
              class: 'Trees',
              finelines: ['Shade Trees', 'Ornamental Trees'],
              nouns: ['Autumn Blaze Maple', 'Crabapple', 'River Birch', 'Serviceberry', 'Honeylocust'],
              price: [129, 399],
              variants: 'pot',
              count: 12,
              living: true,
              fee: 'placement',
            },
          },
        ],
      },
      {
        name: 'Herbs & Vegetables',
        children: [
          {
            name: 'Herbs',
            line: {
              department: 'Nursery',
              class: 'Edibles',
              finelines: ['Herbs'],
              nouns: ['Basil', 'Rosemary', 'Thyme', 'Mint', 'Herb Garden Kit'],
              price: [5, 29],
              variants: 'pot',
              count: 12,
              living: true,
            },
          },
          {
            name: 'Vegetables',
            line: {
              department: 'Nursery',
              class: 'Edibles',
              finelines: ['Vegetables'],
              nouns: ['Tomato', 'Pepper', 'Cucumber', 'Lettuce Bowl'],
              price: [5, 24],
              variants: 'pot',
              count: 12,
              living: true,
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Garden',
    children: [
      {
        name: 'Garden Supplies',
        children: [
          {
            name: 'Soil & Fertilizer',
            line: {
              department: 'Garden Supplies',
              class: 'Soil & Fertilizer',
              finelines: ['Potting Soil', 'Fertilizer'],
              nouns: ['Potting Mix', 'Garden Soil', 'Plant Food', 'Rose Fertilizer'],
              price: [8, 39],
              variants: 'single',
              count: 12,
              nationwide: true,
            },
          },
          {
            name: 'Tools',
            line: {
              department: 'Garden Supplies',
              class: 'Tools',
              finelines: ['Hand Tools'],
              nouns: ['Pruning Shears', 'Garden Trowel', 'Watering Can', 'Garden Gloves', 'Hose Nozzle'],
              price: [9, 59],
              variants: 'single',
              count: 14,
              nationwide: true,
            },
          },
          {
            name: 'Pots & Planters',
            line: {
              department: 'Garden Supplies',
              class: 'Containers',
              finelines: ['Ceramic Pots', 'Planters'],
              nouns: ['Ceramic Pot', 'Glazed Planter', 'Window Box', 'Terracotta Pot'],
              price: [14, 149],
              variants: 'color',
              count: 14,
              fee: 'assembly',
              nationwide: true,
            },
          },
        ],
      },
      {
        name: 'Outdoor Living',
        children: [
          {
            name: 'Bird Feeders',
            line: {
              department: 'Outdoor Living',
              class: 'Wild Birds',
              finelines: ['Feeders', 'Bird Seed'],
              nouns: ['Bird Feeder', 'Finch Feeder', 'Suet Feeder', 'Bird Seed Blend'],
              price: [12, 89],
              variants: 'single',
              count: 12,
              fee: 'assembly',
              nationwide: true,
            },
          },
          {
            name: 'Garden Decor',
            line: {
              department: 'Outdoor Living',
              class: 'Garden Decor',
              finelines: ['Statuary', 'Wind Chimes'],
              nouns: ['Garden Statue', 'Wind Chime', 'Garden Gnome', 'Trellis'],
              price: [19, 199],
              variants: 'single',
              count: 12,
              nationwide: true,
            },
          },
          {
            name: 'Fountains',
            line: {
              department: 'Outdoor Living',
              class: 'Water Features',
              finelines: ['Fountains'],
              nouns: ['Tiered Fountain', 'Birdbath', 'Tabletop Fountain'],
              price: [79, 599],
              variants: 'single',
              count: 10,
              fee: 'assembly',
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Home Decor',
    children: [
      {
        name: 'Seasonal',
        children: [
          {
            name: 'Spring',
            line: {
              department: 'Home Decor',
              class: 'Seasonal',
              finelines: ['Spring Decor'],
              nouns: ['Spring Wreath', 'Tulip Bulb Garden', 'Easter Lily'],
              price: [19, 89],
              variants: 'single',
              count: 10,
            },
          },
          {
            name: 'Fall',
            line: {
              department: 'Home Decor',
              class: 'Seasonal',
              finelines: ['Fall Decor'],
              nouns: ['Fall Mum', 'Harvest Wreath', 'Pumpkin Centerpiece'],
              price: [15, 79],
              variants: 'size',
              count: 10,
            },
          },
          {
            name: 'Christmas',
            seasonal: 'christmas',
            line: {
              department: 'Home Decor',
              class: 'Christmas',
              finelines: ['Poinsettias', 'Wreaths & Garland'],
              nouns: ['Poinsettia', 'Balsam Wreath', 'Holiday Centerpiece', 'Fresh Garland'],
              price: [19, 149],
              variants: 'size',
              count: 14,
              living: true,
            },
          },
        ],
      },
      {
        name: 'Candles & Gifts',
        children: [
          {
            name: 'Candles',
            line: {
              department: 'Home Decor',
              class: 'Candles',
              finelines: ['Candles'],
              nouns: ['Soy Candle', 'Pillar Candle', 'Candle Trio'],
              price: [12, 59],
              variants: 'color',
              count: 10,
              nationwide: true,
            },
          },
          {
            name: 'Vases',
            line: {
              department: 'Home Decor',
              class: 'Vases',
              finelines: ['Glass Vases'],
              nouns: ['Glass Vase', 'Bud Vase', 'Mercury Glass Vase'],
              price: [14, 79],
              variants: 'color',
              count: 10,
              nationwide: true,
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Gifts',
    children: [
      {
        name: 'Gift Baskets',
        children: [
          {
            name: 'Gourmet',
            line: {
              department: 'Gifts',
              class: 'Gift Baskets',
              finelines: ['Gourmet Baskets'],
              nouns: ['Gourmet Basket', 'Snack Crate', 'Coffee & Cookies Gift'],
              price: [39, 149],
              variants: 'size',
              count: 12,
              nationwide: true,
            },
          },
          {
            name: 'Fruit & Snacks',
            line: {
              department: 'Gifts',
              class: 'Gift Baskets',
              finelines: ['Fruit Baskets'],
              nouns: ['Fruit Basket', 'Apple Crate', 'Healthy Snack Box'],
              price: [39, 99],
              variants: 'size',
              count: 10,
            },
          },
        ],
      },
      {
        name: 'Plush & Balloons',
        line: {
          department: 'Gifts',
          class: 'Add-Ons',
          finelines: ['Balloons', 'Plush', 'Chocolates', 'Greeting Cards'],
          nouns: ['Mylar Balloon', 'Teddy Bear', 'Chocolate Truffles', 'Greeting Card', 'Balloon Bouquet'],
          price: [4, 39],
          variants: 'single',
          count: 18,
        },
      },
    ],
  },
  {
    name: 'Gift Cards',
    children: [
      {
        name: 'Physical Gift Cards',
        line: {
          department: 'Gift Cards',
          class: 'Gift Cards',
          finelines: ['Plastic Gift Cards'],
          nouns: ["Bachman's Gift Card"],
          price: [25, 25],
          variants: 'amount',
          count: 1,
        },
      },
      {
        name: 'E-Gift Cards',
        line: {
          department: 'Gift Cards',
          class: 'Gift Cards',
          finelines: ['E-Gift Cards'],
          nouns: ["Bachman's E-Gift Card"],
          price: [25, 25],
          variants: 'amount',
          count: 1,
        },
      },
    ],
  },
  {
    name: 'Workshops & Events',
    children: [
      {
        name: 'Ticketed Events',
        id: 'WorkshopsEvents_TicktedEvents',
        children: EVENT_TYPE_CHILDREN.ticketed.map(({ id, name }) => ({ id, name, active: true })),
      },
      {
        name: 'Free Events',
        id: 'WorkshopsEvents_FreeEvents',
        children: EVENT_TYPE_CHILDREN.free.map(({ id, name }) => ({ id, name, active: true })),
      },
    ],
  },
];

/** Adjectives for product names: "Lakeside Rose Bouquet", "Heritage Peony". */
export const NAME_WORDS = [
  'Classic',
  'Garden',
  'Sunrise',
  'Lakeside',
  'Northern',
  'Heritage',
  'Prairie',
  'Twilight',
  'Summer',
  'Velvet',
  'Blushing',
  'Radiant',
  'Woodland',
  'Meadow',
  'Silver Lake',
  'Minnehaha',
  'Golden Hour',
  'Evergreen',
  'Cottage',
  'Sweet Pea',
  'Wildflower',
  'Harbor',
  'Bluebird',
  'Aurora',
] as const;
