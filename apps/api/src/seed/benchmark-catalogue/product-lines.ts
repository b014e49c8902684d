/** Each brand's model lines per category: the base name and its tiers (and a price range). */
import type { BrandName, Tag } from '@shop/domain';

type BootLine = readonly [BrandName, 'Futbol 5' | 'Futbol 11', string, readonly string[]];
export const BOOT_LINES: readonly BootLine[] = [
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Mercurial Superfly 10',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Phantom GX 2',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 11',
    'Botines Nike Tiempo Legend 10',
    ['Academy FG', 'Elite FG', 'Pro FG', 'Club MG'],
  ],
  [
    'Nike',
    'Futbol 5',
    'Botines Nike Mercurial Vapor 16',
    ['Academy TF', 'Club TF', 'Pro TF', 'Academy IC'],
  ],
  [
    'Nike',
    'Futbol 5',
    'Botines Nike Phantom Luna 2',
    ['Academy TF', 'Club TF', 'Pro TF', 'Club IC'],
  ],
  [
    'Adidas',
    'Futbol 11',
    'Botines Adidas Predator',
    ['League FG', 'Elite FG', 'Pro FG', 'Club FxG'],
  ],
  ['Adidas', 'Futbol 11', 'Botines Adidas F50', ['League FG', 'Elite FG', 'Pro FG', 'Club FxG']],
  [
    'Adidas',
    'Futbol 11',
    'Botines Adidas Copa Pure 2',
    ['League FG', 'Elite FG', 'Pro FG', 'Club FxG'],
  ],
  [
    'Adidas',
    'Futbol 5',
    'Botines Adidas Predator',
    ['Club TF', 'League TF', 'Club IN', 'League IN'],
  ],
  ['Adidas', 'Futbol 5', 'Botines Adidas F50', ['Club TF', 'League TF', 'Club IN', 'League IN']],
  ['Puma', 'Futbol 11', 'Botines Puma Future 7', ['Match FG', 'Ultimate FG', 'Pro FG', 'Play MG']],
  ['Puma', 'Futbol 11', 'Botines Puma Ultra 5', ['Match FG', 'Ultimate FG', 'Pro FG', 'Play MG']],
  ['Puma', 'Futbol 11', 'Botines Puma King', ['Match FG', 'Ultimate FG', 'Pro FG', 'Top FG']],
  ['Puma', 'Futbol 5', 'Botines Puma Future 7', ['Play TT', 'Match TT', 'Play IT', 'Match IT']],
  ['Puma', 'Futbol 5', 'Botines Puma Ultra 5', ['Play TT', 'Match TT', 'Play IT', 'Match IT']],
];

type SneakerLine = readonly [BrandName, 'Hombre' | 'Mujer', string, readonly string[], Tag];
export const SNEAKER_LINES: readonly SneakerLine[] = [
  ['Nike', 'Hombre', 'Zapatillas Nike Air Max', ['90', '95', 'SC', 'Plus', 'Excee'], 'Urbano'],
  ['Nike', 'Hombre', 'Zapatillas Nike Pegasus', ['40', '41', 'Trail 5', 'Plus'], 'Deportivo'],
  ['Adidas', 'Hombre', 'Zapatillas Adidas Samba', ['OG', 'XLG', 'Decon', 'Classic'], 'Urbano'],
  ['Adidas', 'Hombre', 'Zapatillas Adidas Ultraboost', ['5', 'Light', '1.0', 'DNA'], 'Deportivo'],
  ['Puma', 'Hombre', 'Zapatillas Puma Suede', ['Classic', 'XL', 'Platform', 'Vintage'], 'Urbano'],
  ['Puma', 'Hombre', 'Zapatillas Puma Deviate Nitro', ['3', 'Elite 3', '2', 'Trail'], 'Deportivo'],
  [
    'Nike',
    'Mujer',
    'Zapatillas Nike Court Vision',
    ['Low Mujer', 'Mid Mujer', 'Alta Mujer', 'Next Nature Mujer'],
    'Urbano',
  ],
  [
    'Nike',
    'Mujer',
    'Zapatillas Nike Revolution',
    ['7 Mujer', '6 Mujer', 'EasyOn Mujer', 'Next Nature Mujer'],
    'Deportivo',
  ],
  [
    'Adidas',
    'Mujer',
    'Zapatillas Adidas Gazelle',
    ['Mujer', 'Bold Mujer', 'Indoor Mujer', 'Platform Mujer'],
    'Urbano',
  ],
  [
    'Adidas',
    'Mujer',
    'Zapatillas Adidas Duramo',
    ['SL Mujer', 'RC Mujer', 'Speed Mujer', '10 Mujer'],
    'Deportivo',
  ],
  [
    'Puma',
    'Mujer',
    'Zapatillas Puma Carina',
    ['2.0 Mujer', 'Street Mujer', 'Lift Mujer', 'Mid Mujer'],
    'Urbano',
  ],
  [
    'Puma',
    'Mujer',
    'Zapatillas Puma Velocity Nitro',
    ['3 Mujer', '2 Mujer', 'GTX Mujer', 'Trail Mujer'],
    'Deportivo',
  ],
];

type SockLine = readonly [BrandName, 'Cortas' | 'Largas', string, readonly string[]];
export const SOCK_LINES: readonly SockLine[] = [
  [
    'Nike',
    'Cortas',
    'Medias Nike Everyday',
    ['Cushioned x3', 'Lightweight x3', 'Plus x6', 'Essential x3'],
  ],
  [
    'Adidas',
    'Cortas',
    'Medias Adidas Cushioned',
    ['Tobilleras x3', 'Invisibles x3', 'Cortas x6', 'Sportswear x3'],
  ],
  [
    'Puma',
    'Cortas',
    'Medias Puma Sport',
    ['Cortas x3', 'Invisibles x3', 'Tobilleras x6', 'Training x3'],
  ],
  [
    'Nike',
    'Largas',
    'Medias Nike Matchfit',
    ['Largas', 'Academy Largas', 'Strike Largas', 'Squad Largas'],
  ],
  ['Adidas', 'Largas', 'Medias Adidas Milano', ['23', '23 Pro', 'Team', 'Club']],
  [
    'Puma',
    'Largas',
    'Medias Puma teamLIGA',
    ['Largas', 'Core Largas', 'Pro Largas', 'Team Largas'],
  ],
];

type ClothingLine = readonly [
  BrandName,
  string,
  string,
  readonly string[],
  readonly [number, number],
];
export const CLOTHING_LINES: readonly ClothingLine[] = [
  ['Nike', 'Campera', 'Campera Nike', ['Windrunner', 'Academy', 'Strike', 'Club'], [99, 169]],
  [
    'Adidas',
    'Campera',
    'Campera Adidas',
    ['Tiro 24', 'Condivo', 'Entrada', 'Own the Run'],
    [89, 159],
  ],
  [
    'Puma',
    'Campera',
    'Campera Puma',
    ['teamGOAL', 'teamRISE', 'Essentials', 'Run Favorite'],
    [69, 129],
  ],
  ['Nike', 'Buzo', 'Buzo Nike', ['Club Fleece', 'Tech Fleece', 'Academy', 'Therma-FIT'], [79, 149]],
  [
    'Adidas',
    'Buzo',
    'Buzo Adidas',
    ['Essentials 3 Tiras', 'Trefoil', 'Entrada', 'Tiro'],
    [69, 129],
  ],
  [
    'Puma',
    'Buzo',
    'Buzo Puma',
    ['Essentials Big Logo', 'Classics', 'teamGOAL', 'Power'],
    [59, 109],
  ],
  [
    'Nike',
    'Chaleco',
    'Chaleco Nike',
    ['Therma-FIT Academy', 'Windrunner', 'Club', 'Storm-FIT'],
    [79, 139],
  ],
  [
    'Adidas',
    'Chaleco',
    'Chaleco Adidas',
    ['Essentials Acolchado', 'Itavic', 'Helionic', 'Tiro'],
    [79, 139],
  ],
  [
    'Puma',
    'Chaleco',
    'Chaleco Puma',
    ['Essentials Acolchado', 'Packlite', 'teamLIGA', 'Classics'],
    [59, 119],
  ],
  [
    'Nike',
    'Conjunto',
    'Conjunto Deportivo Nike',
    ['Academy Dri-FIT', 'Club', 'Strike', 'Park'],
    [119, 199],
  ],
  [
    'Adidas',
    'Conjunto',
    'Conjunto Deportivo Adidas',
    ['Tiro 24', 'Condivo', 'Entrada', 'Essentials'],
    [109, 189],
  ],
  [
    'Puma',
    'Conjunto',
    'Conjunto Deportivo Puma',
    ['teamRISE', 'teamGOAL', 'Baseball', 'Poly'],
    [89, 159],
  ],
  ['Nike', 'Calzas', 'Calzas Nike', ['One Tiro Alto', 'Pro', 'Zenvy', 'Universa'], [49, 89]],
  ['Adidas', 'Calzas', 'Calzas Adidas', ['Optime', 'Techfit', 'Essentials', 'Yoga'], [44, 79]],
  ['Puma', 'Calzas', 'Calzas Puma', ['Train Favorite', 'Evostripe', 'Studio', 'Run'], [39, 69]],
];

/** Accessory lines: subcategory, noun, model tiers per brand (Nike, Adidas, Puma), price range. */
type AccessoryLine = readonly [
  string,
  string,
  readonly [readonly string[], readonly string[], readonly string[]],
  readonly [number, number],
];
export const ACCESSORY_LINES: readonly AccessoryLine[] = [
  [
    'Mochila',
    'Mochila',
    [
      ['Brasilia 24L', 'Heritage', 'Academy Team', 'Elemental'],
      ['Power VII', 'Classic', 'Linear', 'Tiro League'],
      ['Phase', 'Challenger', 'Plus', 'teamGOAL'],
    ],
    [34, 79],
  ],
  [
    'Medias',
    'Medias Antideslizantes',
    [
      ['Grip Strike', 'Grip Elite', 'Grip Academy', 'Grip Pro'],
      ['Grip', 'Grip Pro', 'Grip Team', 'Grip Light'],
      ['teamFINAL Grip', 'Grip Pro', 'Grip Team', 'Grip Light'],
    ],
    [19, 39],
  ],
  [
    'Guantes',
    'Guantes de Arquero',
    [
      ['Match', 'Grip3', 'Vapor Grip3', 'Phantom Shadow'],
      ['Predator Training', 'Predator League', 'Copa Pro', 'Predator Pro'],
      ['Future Match', 'Ultra Grip', 'Future Pro', 'King'],
    ],
    [39, 99],
  ],
  [
    'Canilleras',
    'Canilleras',
    [
      ['Mercurial Lite', 'Charge', 'Guard Lock', 'Mercurial Hardshell'],
      ['Tiro Club', 'Tiro League', 'Predator', 'Copa'],
      ['Ultra Light', 'Future', 'teamGOAL', 'King'],
    ],
    [14, 39],
  ],
  [
    'Termo',
    'Termo',
    [
      ['Hypercharge Acero', 'Recharge', 'Fuel', 'SS'],
      ['Steel Acero Inoxidable', 'Sportswear', 'Team', 'Training'],
      ['Performance Acero', 'Training', 'Classics', 'Phase'],
    ],
    [29, 59],
  ],
  [
    'Chanclas',
    'Chanclas',
    [
      ['Victori One', 'Offcourt', 'Calm', 'Benassi'],
      ['Adilette Aqua', 'Adilette Comfort', 'Adilette 22', 'Adilette Shower'],
      ['Leadcat 2.0', 'Popcat', 'Softride', 'Shibusa'],
    ],
    [24, 59],
  ],
];
