/**
 * The side profile of every demo model, in millimetres (x from the front bumper, z from the
 * ground), so that a Defender is a box with a spare wheel and an F-TYPE a long low coupé. The
 * renderer extrudes a profile across the car's width and photographs it from three angles.
 */

/** What a stretch of the outline is made of: painted metal, glass, the front or rear face, or an open cockpit. */
export type Surface = 'body' | 'glass' | 'front' | 'rear' | 'cockpit';

export interface CarShape {
  /** Outline, clockwise from the bottom of the front face; each point's surface runs to the next point. */
  outline: readonly (readonly [x: number, z: number, surface: Surface])[];
  width: number;
  /** How much narrower the roof is than the body on each side (tumblehome), mm. */
  roofInset: number;
  /** Height of the window line, mm: glass above it on the side, paint below. */
  belt: number;
  wheelRadius: number;
  /** Wheel centres along the car, mm. */
  wheels: readonly [front: number, rear: number];
  /** Side window outline (x, z), drawn on the side of the car. */
  sideGlass: readonly (readonly [number, number])[];
  /** Where the door pillars split the side glass, mm along the car. */
  pillars: readonly number[];
  /** A spare wheel on the tailgate, as the Defender carries it. */
  spareWheel?: boolean;
}

interface ProfileSpec {
  length: number;
  height: number;
  width: number;
  /** Underside of the bumpers. */
  sill: number;
  /** Top of the front face (the bonnet's leading edge) and of the rear face. */
  nose: number;
  tail: number;
  /** Where the bonnet meets the windscreen (x, z) and where the windscreen meets the roof (x). */
  cowl: readonly [number, number];
  roofFront: number;
  /** Where the roof ends (x, z) and where the rear glass ends (x, z). */
  roofRear: readonly [number, number];
  rearGlass: readonly [number, number];
  wheelRadius: number;
  wheels: readonly [number, number];
  pillars: readonly number[];
  roofInset?: number;
  spareWheel?: boolean;
  /** No roof: the cockpit is open behind a low windscreen. */
  open?: boolean;
}

/** Builds a shape from the few numbers that make a silhouette recognisable. */
function profile(s: ProfileSpec): CarShape {
  const [cowlX, belt] = s.cowl;
  const outline: [number, number, Surface][] = s.open
    ? [
        [0, s.sill, 'front'],
        [0, s.nose, 'body'],
        [cowlX, belt, 'glass'],
        [s.roofFront, s.height, 'cockpit'],
        [s.roofFront + 60, belt + 10, 'cockpit'],
        [s.roofRear[0], belt + 10, 'body'],
        [s.rearGlass[0], s.rearGlass[1], 'body'],
        [s.length, s.tail, 'rear'],
        [s.length, s.sill, 'body'],
      ]
    : [
        [0, s.sill, 'front'],
        [0, s.nose, 'body'],
        [cowlX, belt, 'glass'],
        [s.roofFront, s.height, 'body'],
        [s.roofRear[0], s.roofRear[1], 'glass'],
        [s.rearGlass[0], s.rearGlass[1], 'body'],
        [s.length, s.tail, 'rear'],
        [s.length, s.sill, 'body'],
      ];
  // Side glass follows the greenhouse 50 mm inside its edges.
  const sideGlass: [number, number][] = s.open
    ? // Only the windscreen's edge stands above the door of an open car.
      [
        [cowlX + 40, belt + 10],
        [s.roofFront - 10, s.height - 20],
        [s.roofFront + 40, belt + 10],
      ]
    : [
        [cowlX + 90, belt + 30],
        [s.roofFront + 40, s.height - 50],
        [s.roofRear[0] - 40, s.roofRear[1] - 50],
        [Math.min(s.rearGlass[0], s.roofRear[0] + 60) - 50, belt + 30],
      ];
  return {
    outline,
    width: s.width,
    roofInset: s.roofInset ?? 90,
    belt,
    wheelRadius: s.wheelRadius,
    wheels: s.wheels,
    sideGlass,
    pillars: s.pillars,
    ...(s.spareWheel ? { spareWheel: true } : {}),
  };
}

const suv = (
  length: number,
  height: number,
  overrides: Partial<ProfileSpec> & Pick<ProfileSpec, 'cowl' | 'roofFront' | 'roofRear' | 'rearGlass' | 'wheels' | 'pillars'>,
) => profile({ length, height, width: 2000, sill: 330, nose: 950, tail: 1050, wheelRadius: 390, ...overrides });

/** One shape per model, and one per body where a model has two (F-TYPE coupé and convertible). */
export const carShapes = {
  // Long, upright, flat roof and a near-vertical tailgate: the flagship.
  range_rover: suv(5050, 1870, {
    cowl: [1450, 1150],
    roofFront: 2150,
    roofRear: [4850, 1840],
    rearGlass: [5000, 1250],
    wheels: [950, 3950],
    pillars: [3050, 4000],
  }),
  // Shorter and lower, the roof falling towards the rear.
  range_rover_sport: suv(4950, 1820, {
    cowl: [1450, 1120],
    roofFront: 2200,
    roofRear: [4700, 1740],
    rearGlass: [4900, 1220],
    wheels: [950, 3950],
    pillars: [3050, 3950],
  }),
  // Coupé-SUV: a roof sweeping down to a steeply raked tailgate.
  range_rover_velar: suv(4800, 1680, {
    nose: 900,
    cowl: [1500, 1080],
    roofFront: 2300,
    roofRear: [4050, 1600],
    rearGlass: [4700, 1180],
    wheels: [900, 3770],
    pillars: [3000],
    sill: 300,
  }),
  // Compact coupé-SUV with a rising window line.
  range_rover_evoque: suv(4380, 1650, {
    width: 1900,
    nose: 920,
    cowl: [1250, 1080],
    roofFront: 2000,
    roofRear: [3750, 1560],
    rearGlass: [4280, 1200],
    wheels: [850, 3530],
    pillars: [2800],
    sill: 300,
    wheelRadius: 370,
  }),
  // Three-door box: short overhangs, upright screen, flat roof, square tail with a spare wheel.
  defender_90: suv(4320, 1970, {
    nose: 1080,
    tail: 1150,
    cowl: [1150, 1200],
    roofFront: 1550,
    roofRear: [4300, 1960],
    rearGlass: [4320, 1250],
    wheels: [780, 3370],
    pillars: [2600],
    sill: 420,
    wheelRadius: 410,
    roofInset: 40,
    spareWheel: true,
  }),
  defender_110: suv(4760, 1970, {
    nose: 1080,
    tail: 1150,
    cowl: [1150, 1200],
    roofFront: 1550,
    roofRear: [4740, 1960],
    rearGlass: [4760, 1250],
    wheels: [780, 3800],
    pillars: [2550, 3550],
    sill: 420,
    wheelRadius: 410,
    roofInset: 40,
    spareWheel: true,
  }),
  // The 110 stretched behind the rear wheels for a third row.
  defender_130: suv(5360, 1970, {
    nose: 1080,
    tail: 1150,
    cowl: [1150, 1200],
    roofFront: 1550,
    roofRear: [5340, 1960],
    rearGlass: [5360, 1250],
    wheels: [780, 3800],
    pillars: [2550, 3550, 4550],
    sill: 420,
    wheelRadius: 410,
    roofInset: 40,
    spareWheel: true,
  }),
  // Tall seven-seater with the stepped roof over the third row.
  discovery: suv(4960, 1890, {
    cowl: [1400, 1130],
    roofFront: 2100,
    roofRear: [4750, 1900],
    rearGlass: [4930, 1230],
    wheels: [930, 3850],
    pillars: [2950, 3900],
  }),
  discovery_sport: suv(4600, 1730, {
    width: 1900,
    cowl: [1350, 1100],
    roofFront: 2050,
    roofRear: [4400, 1700],
    rearGlass: [4560, 1200],
    wheels: [880, 3620],
    pillars: [2850, 3700],
    wheelRadius: 370,
  }),
  // Sporting SUV: long bonnet, fast rear screen.
  'f-pace': suv(4750, 1670, {
    nose: 900,
    cowl: [1650, 1080],
    roofFront: 2400,
    roofRear: [4150, 1600],
    rearGlass: [4650, 1160],
    wheels: [920, 3790],
    pillars: [3150],
    sill: 300,
  }),
  'e-pace': suv(4410, 1650, {
    width: 1900,
    nose: 880,
    cowl: [1400, 1060],
    roofFront: 2150,
    roofRear: [3850, 1560],
    rearGlass: [4330, 1150],
    wheels: [860, 3540],
    pillars: [2900],
    sill: 300,
    wheelRadius: 370,
  }),
  // Battery car with the cabin pushed forward: short bonnet, long roof, cut-off tail with a spoiler.
  'i-pace': suv(4680, 1560, {
    width: 2010,
    nose: 800,
    tail: 1000,
    cowl: [950, 1000],
    roofFront: 1800,
    roofRear: [4000, 1500],
    rearGlass: [4560, 1120],
    wheels: [800, 3790],
    pillars: [2750],
    sill: 280,
  }),
  // Long bonnet, cabin set far back, fastback glass to a short deck.
  'f-type': profile({
    length: 4470,
    height: 1310,
    width: 1920,
    sill: 220,
    nose: 680,
    tail: 860,
    cowl: [2050, 900],
    roofFront: 2650,
    roofRear: [3100, 1290],
    rearGlass: [4150, 900],
    wheelRadius: 350,
    wheels: [760, 3380],
    pillars: [],
    roofInset: 180,
  }),
  'f-type-convertible': profile({
    length: 4470,
    height: 1230,
    width: 1920,
    sill: 220,
    nose: 680,
    tail: 860,
    cowl: [2050, 900],
    roofFront: 2420,
    roofRear: [3100, 1290],
    rearGlass: [4150, 900],
    wheelRadius: 350,
    wheels: [760, 3380],
    pillars: [],
    open: true,
  }),
} satisfies Record<string, CarShape>;

export type ShapeKey = keyof typeof carShapes;
