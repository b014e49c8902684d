/**
 * Places the carrier simulator works with: each province's capital (for distances) and a few
 * real towns where a Correo Argentino branch is believable, with their postal codes.
 */

export interface SimulatedBranch {
  name: string;
  locality: string;
  city: string;
  /** The town's 4-digit postal code. */
  postalCode: string;
  streetName: string;
  streetNumber: string;
  latitude: number;
  longitude: number;
}

export interface SimulatedProvince {
  provinceCode: string;
  name: string;
  /** The capital's coordinates: distances are measured between capitals. */
  latitude: number;
  longitude: number;
  branches: SimulatedBranch[];
}

type Row = [
  name: string,
  city: string,
  postal: string,
  street: string,
  no: string,
  lat: number,
  lon: number,
];

function province(
  provinceCode: string,
  name: string,
  capital: [number, number],
  rows: Row[],
): SimulatedProvince {
  return {
    provinceCode,
    name,
    latitude: capital[0],
    longitude: capital[1],
    branches: rows.map(
      ([branch, city, postalCode, streetName, streetNumber, latitude, longitude]) => ({
        name: branch,
        locality: branch,
        city,
        postalCode,
        streetName,
        streetNumber,
        latitude,
        longitude,
      }),
    ),
  };
}

export const SIMULATED_PROVINCES: readonly SimulatedProvince[] = [
  province(
    'A',
    'Salta',
    [-24.79, -65.41],
    [
      ['Salta', 'Capital', '4400', 'Deán Funes', '140', -24.787, -65.412],
      ['Tartagal', 'General José de San Martín', '4560', 'Alberdi', '52', -22.516, -63.801],
      ['San Ramón de la Nueva Orán', 'Orán', '4530', 'Belgrano', '380', -23.137, -64.324],
      ['Cafayate', 'Cafayate', '4427', 'Güemes Norte', '210', -26.073, -65.976],
      ['San José de Metán', 'Metán', '4440', '9 de Julio', '75', -25.497, -64.977],
    ],
  ),
  province(
    'B',
    'Buenos Aires',
    [-34.92, -57.95],
    [
      ['La Plata', 'La Plata', '1900', 'Calle 4', '1018', -34.914, -57.948],
      ['Mar del Plata', 'General Pueyrredón', '7600', 'Avenida Luro', '2460', -38.0, -57.551],
      ['Bahía Blanca', 'Bahía Blanca', '8000', 'Moreno', '34', -38.719, -62.265],
      ['Monte Grande', 'Esteban Echeverría', '1842', 'Vicente López', '448', -34.819, -58.467],
      ['Tandil', 'Tandil', '7000', 'Pinto', '623', -37.322, -59.133],
      ['Pergamino', 'Pergamino', '2700', 'San Nicolás', '549', -33.889, -60.573],
    ],
  ),
  province(
    'C',
    'Ciudad Autónoma de Buenos Aires',
    [-34.6, -58.38],
    [
      [
        'Palermo',
        'Ciudad Autónoma de Buenos Aires',
        '1425',
        'Avenida Santa Fe',
        '3951',
        -34.584,
        -58.415,
      ],
      [
        'Caballito',
        'Ciudad Autónoma de Buenos Aires',
        '1405',
        'Avenida Rivadavia',
        '5115',
        -34.619,
        -58.44,
      ],
      [
        'Belgrano',
        'Ciudad Autónoma de Buenos Aires',
        '1428',
        'Avenida Cabildo',
        '2140',
        -34.562,
        -58.456,
      ],
      [
        'Once',
        'Ciudad Autónoma de Buenos Aires',
        '1203',
        'Avenida Pueyrredón',
        '175',
        -34.609,
        -58.406,
      ],
      [
        'Villa Urquiza',
        'Ciudad Autónoma de Buenos Aires',
        '1431',
        'Avenida Triunvirato',
        '4650',
        -34.573,
        -58.487,
      ],
      ['San Telmo', 'Ciudad Autónoma de Buenos Aires', '1103', 'Defensa', '1020', -34.62, -58.371],
    ],
  ),
  province(
    'D',
    'San Luis',
    [-33.3, -66.34],
    [
      ['San Luis', 'Juan Martín de Pueyrredón', '5700', 'San Martín', '650', -33.301, -66.337],
      ['Villa Mercedes', 'General Pedernera', '5730', 'Pringles', '312', -33.675, -65.458],
      ['Merlo', 'Junín', '5881', 'Avenida del Sol', '120', -32.343, -65.013],
    ],
  ),
  province(
    'E',
    'Entre Ríos',
    [-31.73, -60.53],
    [
      ['Paraná', 'Paraná', '3100', 'Monte Caseros', '128', -31.733, -60.53],
      ['Concordia', 'Concordia', '3200', 'Pellegrini', '651', -31.393, -58.021],
      ['Gualeguaychú', 'Gualeguaychú', '2820', 'Urquiza', '870', -33.009, -58.517],
      ['Concepción del Uruguay', 'Uruguay', '3260', 'Rocamora', '844', -32.484, -58.233],
    ],
  ),
  province(
    'F',
    'La Rioja',
    [-29.41, -66.86],
    [
      ['La Rioja', 'Capital', '5300', 'Avenida Perón', '764', -29.413, -66.856],
      ['Chilecito', 'Chilecito', '5360', 'Joaquín V. González', '51', -29.163, -67.497],
    ],
  ),
  province(
    'G',
    'Santiago del Estero',
    [-27.79, -64.26],
    [
      ['Santiago del Estero', 'Capital', '4200', 'Buenos Aires', '153', -27.784, -64.264],
      ['La Banda', 'Banda', '4300', 'Besares', '212', -27.734, -64.242],
      ['Termas de Río Hondo', 'Río Hondo', '4220', 'Caseros', '145', -27.498, -64.859],
    ],
  ),
  province(
    'H',
    'Chaco',
    [-27.45, -58.99],
    [
      ['Resistencia', 'San Fernando', '3500', 'Yrigoyen', '151', -27.451, -58.987],
      [
        'Presidencia Roque Sáenz Peña',
        'Comandante Fernández',
        '3700',
        'Belgrano',
        '575',
        -26.785,
        -60.439,
      ],
      ['Villa Ángela', 'Mayor Luis J. Fontana', '3540', 'Sarmiento', '244', -27.573, -60.715],
    ],
  ),
  province(
    'J',
    'San Juan',
    [-31.54, -68.54],
    [
      ['San Juan', 'Capital', '5400', 'Avenida José Ignacio de la Roza', '259', -31.537, -68.525],
      ['Rawson', 'Rawson', '5425', 'Avenida España', '1620', -31.575, -68.53],
      ['Caucete', 'Caucete', '5442', 'Diagonal Sarmiento', '98', -31.652, -68.281],
    ],
  ),
  province(
    'K',
    'Catamarca',
    [-28.47, -65.78],
    [
      [
        'San Fernando del Valle de Catamarca',
        'Capital',
        '4700',
        'San Martín',
        '753',
        -28.469,
        -65.78,
      ],
      ['Andalgalá', 'Andalgalá', '4740', 'Rivadavia', '301', -27.582, -66.317],
    ],
  ),
  province(
    'L',
    'La Pampa',
    [-36.62, -64.29],
    [
      ['Santa Rosa', 'Capital', '6300', 'Hipólito Yrigoyen', '241', -36.62, -64.291],
      ['General Pico', 'Maracó', '6360', 'Calle 15', '1007', -35.659, -63.757],
      ['Toay', 'Toay', '6303', 'Avenida Regimiento 13', '560', -36.673, -64.379],
    ],
  ),
  province(
    'M',
    'Mendoza',
    [-32.89, -68.83],
    [
      ['Mendoza', 'Capital', '5500', 'San Martín', '1251', -32.889, -68.845],
      ['Godoy Cruz', 'Godoy Cruz', '5501', 'Perito Moreno', '38', -32.925, -68.845],
      ['San Rafael', 'San Rafael', '5600', 'Avenida Hipólito Yrigoyen', '78', -34.617, -68.33],
      ['Luján de Cuyo', 'Luján de Cuyo', '5507', 'Sáenz Peña', '1188', -33.036, -68.878],
      ['Maipú', 'Maipú', '5515', 'Padre Vázquez', '410', -32.983, -68.783],
    ],
  ),
  province(
    'N',
    'Misiones',
    [-27.37, -55.9],
    [
      ['Posadas', 'Capital', '3300', 'Bolívar', '193', -27.367, -55.896],
      ['Oberá', 'Oberá', '3360', 'Sarmiento', '650', -27.487, -55.12],
      ['Puerto Iguazú', 'Iguazú', '3370', 'Avenida Victoria Aguirre', '294', -25.597, -54.578],
      ['Eldorado', 'Eldorado', '3380', 'Avenida San Martín', '1944', -26.408, -54.628],
    ],
  ),
  province(
    'P',
    'Formosa',
    [-26.18, -58.17],
    [
      ['Formosa', 'Formosa', '3600', 'Avenida 25 de Mayo', '258', -26.185, -58.173],
      ['Clorinda', 'Pilcomayo', '3610', 'San Martín', '412', -25.284, -57.718],
    ],
  ),
  province(
    'Q',
    'Neuquén',
    [-38.95, -68.06],
    [
      ['Neuquén', 'Confluencia', '8300', 'Rivadavia', '160', -38.951, -68.059],
      ['Cutral Có', 'Confluencia', '8322', 'Avenida Olascoaga', '420', -38.934, -69.23],
      ['San Martín de los Andes', 'Lácar', '8370', 'General Roca', '846', -40.157, -71.353],
      ['Zapala', 'Zapala', '8340', 'Avenida San Martín', '365', -38.899, -70.054],
    ],
  ),
  province(
    'R',
    'Río Negro',
    [-40.81, -63.0],
    [
      ['Viedma', 'Adolfo Alsina', '8500', 'Rivadavia', '151', -40.813, -62.996],
      ['San Carlos de Bariloche', 'Bariloche', '8400', 'Moreno', '175', -41.134, -71.31],
      ['General Roca', 'General Roca', '8332', 'Avenida Roca', '1150', -39.027, -67.575],
      ['Cipolletti', 'General Roca', '8324', 'Naciones Unidas', '402', -38.934, -67.99],
    ],
  ),
  province(
    'S',
    'Santa Fe',
    [-31.63, -60.7],
    [
      ['Santa Fe', 'La Capital', '3000', 'Mendoza', '2430', -31.633, -60.701],
      ['Rosario', 'Rosario', '2000', 'Córdoba', '721', -32.946, -60.638],
      ['Rafaela', 'Castellanos', '2300', 'Bulevar Santa Fe', '455', -31.252, -61.492],
      ['Venado Tuerto', 'General López', '2600', 'Belgrano', '435', -33.746, -61.969],
      ['Reconquista', 'General Obligado', '3560', 'Obispo Lorenzo', '955', -29.144, -59.651],
    ],
  ),
  province(
    'T',
    'Tucumán',
    [-26.81, -65.22],
    [
      ['San Miguel de Tucumán', 'Capital', '4000', 'Córdoba', '549', -26.83, -65.204],
      ['Yerba Buena', 'Yerba Buena', '4107', 'Avenida Aconquija', '1550', -26.816, -65.298],
      ['Concepción', 'Chicligasta', '4146', 'España', '1410', -27.343, -65.592],
      ['Tafí Viejo', 'Tafí Viejo', '4103', 'Avenida Alem', '120', -26.732, -65.258],
    ],
  ),
  province(
    'U',
    'Chubut',
    [-43.3, -65.1],
    [
      ['Rawson', 'Rawson', '9103', 'Mariano Moreno', '585', -43.3, -65.102],
      ['Trelew', 'Trelew', '9100', 'Mitre', '355', -43.249, -65.307],
      ['Puerto Madryn', 'Biedma', '9120', 'Belgrano', '207', -42.766, -65.034],
      ['Comodoro Rivadavia', 'Escalante', '9000', 'San Martín', '198', -45.864, -67.482],
      ['Esquel', 'Futaleufú', '9200', 'Alvear', '1192', -42.911, -71.319],
    ],
  ),
  province(
    'V',
    'Tierra del Fuego',
    [-54.8, -68.3],
    [
      ['Ushuaia', 'Ushuaia', '9410', 'San Martín', '309', -54.806, -68.307],
      ['Río Grande', 'Río Grande', '9420', 'Rivadavia', '968', -53.787, -67.71],
    ],
  ),
  province(
    'W',
    'Corrientes',
    [-27.47, -58.83],
    [
      ['Corrientes', 'Capital', '3400', 'San Juan', '1011', -27.469, -58.83],
      ['Goya', 'Goya', '3450', 'Juan E. Martínez', '220', -29.14, -59.263],
      ['Paso de los Libres', 'Paso de los Libres', '3230', 'Colón', '1150', -29.713, -57.087],
    ],
  ),
  province(
    'X',
    'Córdoba',
    [-31.42, -64.18],
    [
      ['Córdoba', 'Capital', '5000', 'Avenida Colón', '210', -31.413, -64.187],
      ['Río Cuarto', 'Río Cuarto', '5800', 'Constitución', '850', -33.124, -64.349],
      ['Villa María', 'General San Martín', '5900', 'Buenos Aires', '1256', -32.41, -63.243],
      ['Villa Carlos Paz', 'Punilla', '5152', 'Avenida San Martín', '190', -31.424, -64.498],
      ['San Francisco', 'San Justo', '2400', 'Bulevar 25 de Mayo', '1670', -31.428, -62.083],
    ],
  ),
  province(
    'Y',
    'Jujuy',
    [-24.19, -65.3],
    [
      [
        'San Salvador de Jujuy',
        'Doctor Manuel Belgrano',
        '4600',
        'Independencia',
        '488',
        -24.185,
        -65.299,
      ],
      ['Palpalá', 'Palpalá', '4612', 'Avenida Libertad', '245', -24.256, -65.211],
      ['Perico', 'El Carmen', '4608', 'Avenida Belgrano', '870', -24.382, -65.113],
    ],
  ),
  province(
    'Z',
    'Santa Cruz',
    [-51.62, -69.22],
    [
      ['Río Gallegos', 'Güer Aike', '9400', 'Avenida Roca', '893', -51.623, -69.216],
      ['El Calafate', 'Lago Argentino', '9405', 'Avenida del Libertador', '1133', -50.338, -72.265],
      ['Puerto San Julián', 'Magallanes', '9310', 'San Martín', '1075', -49.307, -67.728],
    ],
  ),
];
