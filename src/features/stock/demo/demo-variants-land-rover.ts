import { variant, type DemoVariant } from './demo-variant';

/**
 * Land Rover powertrains as the Japanese importer listed them, by generation: the years say when
 * each was sold here (no mild hybrid before 2019, no Defender before 2020, no P400e PHEV on the
 * Defender before 2021). Power and displacement are the catalogue figures; prices are rounded
 * ranges of the price lists across grades, enough for a demo and never shown as a real offer.
 */
const rrL405 = ['VOGUE', 'AUTOBIOGRAPHY'];
const rrL460 = ['SE', 'HSE', 'AUTOBIOGRAPHY'];
export const rangeRoverVariants: DemoVariant[] = [
  variant('P525', ['petrol'], { ps: 525, cc: 4999, years: [2017, 2021], man: [1750, 2400], grades: rrL405 }),
  variant('P565', ['petrol'], { ps: 565, cc: 4999, years: [2018, 2021], man: [2900, 3300], grades: ['SVAUTOBIOGRAPHY DYNAMIC'] }),
  variant('P400e', ['phev'], { ps: 404, cc: 1997, kwh: 13.1, years: [2019, 2021], man: [1550, 2000], grades: rrL405 }),
  variant('P400', ['petrol_mhev'], { ps: 400, cc: 2995, years: [2020, 2021], man: [1600, 2100], grades: [...rrL405, 'WESTMINSTER'] }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2021, 2021], man: [1500, 1950], grades: ['VOGUE', 'WESTMINSTER'] }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2022, 2023], man: [1660, 2100], grades: rrL460 }),
  variant('D350', ['diesel_mhev'], { ps: 350, cc: 2993, years: [2024, 2026], man: [1900, 2500], grades: rrL460 }),
  variant('P400', ['petrol_mhev'], { ps: 400, cc: 2995, years: [2022, 2026], man: [1750, 2400], grades: rrL460 }),
  variant('P530', ['petrol'], { ps: 530, cc: 4395, years: [2022, 2026], man: [2400, 2900], grades: ['AUTOBIOGRAPHY'] }),
  variant('P440e', ['phev'], { ps: 440, cc: 2995, kwh: 38.2, years: [2023, 2026], man: [2000, 2500], grades: rrL460 }),
  variant('P510e', ['phev'], { ps: 510, cc: 2995, kwh: 38.2, years: [2023, 2026], man: [2500, 3000], grades: ['AUTOBIOGRAPHY'] }),
  variant('P615', ['petrol'], { ps: 615, cc: 4395, years: [2023, 2026], man: [3000, 4000], grades: ['SV'] }),
];

const rrsL494 = ['SE', 'HSE', 'HSE DYNAMIC'];
const rrsL461 = ['SE', 'DYNAMIC SE', 'DYNAMIC HSE'];
export const rangeRoverSportVariants: DemoVariant[] = [
  variant('P340', ['petrol'], { ps: 340, cc: 2994, years: [2017, 2019], man: [950, 1150], grades: ['SE', 'HSE'] }),
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2018, 2020], man: [930, 1100], grades: ['SE', 'HSE'] }),
  variant('P525', ['petrol'], { ps: 525, cc: 4999, years: [2017, 2021], man: [1450, 1650], grades: ['AUTOBIOGRAPHY DYNAMIC'] }),
  variant('P575', ['petrol'], { ps: 575, cc: 4999, years: [2018, 2022], man: [1750, 2050], grades: ['SVR'] }),
  variant('P400e', ['phev'], {
    ps: 404,
    cc: 1997,
    kwh: 13.1,
    years: [2018, 2022],
    man: [1100, 1350],
    grades: ['HSE', 'AUTOBIOGRAPHY DYNAMIC'],
  }),
  variant('P400', ['petrol_mhev'], { ps: 400, cc: 2995, years: [2020, 2022], man: [1150, 1350], grades: ['HSE DYNAMIC'] }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2021, 2022], man: [1050, 1250], grades: rrsL494 }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2023, 2026], man: [1200, 1450], grades: rrsL461 }),
  variant('P400', ['petrol_mhev'], {
    ps: 400,
    cc: 2995,
    years: [2023, 2026],
    man: [1300, 1550],
    grades: ['DYNAMIC SE', 'DYNAMIC HSE', 'AUTOBIOGRAPHY'],
  }),
  variant('P510e', ['phev'], { ps: 510, cc: 2995, kwh: 38.2, years: [2023, 2024], man: [1500, 1750], grades: ['AUTOBIOGRAPHY'] }),
  variant('P550e', ['phev'], { ps: 550, cc: 2995, kwh: 38.2, years: [2025, 2026], man: [1600, 1850], grades: ['AUTOBIOGRAPHY'] }),
  variant('P530', ['petrol'], { ps: 530, cc: 4395, years: [2023, 2026], man: [1700, 1950], grades: ['AUTOBIOGRAPHY'] }),
  variant('P635', ['petrol'], { ps: 635, cc: 4395, years: [2024, 2026], man: [2400, 2900], grades: ['SV'] }),
];

const velarEarly = ['S', 'SE', 'HSE', 'R-DYNAMIC S', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'];
export const velarVariants: DemoVariant[] = [
  variant('P250', ['petrol'], { ps: 250, cc: 1997, years: [2017, 2020], man: [700, 900], grades: velarEarly.slice(0, 5) }),
  variant('D180', ['diesel'], { ps: 180, cc: 1999, years: [2017, 2020], man: [720, 880], grades: ['S', 'SE', 'R-DYNAMIC SE'] }),
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2017, 2020], man: [850, 1000], grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'] }),
  variant('P380', ['petrol'], { ps: 380, cc: 2994, years: [2017, 2020], man: [1000, 1250], grades: ['HSE', 'R-DYNAMIC HSE'] }),
  variant('P250', ['petrol'], { ps: 250, cc: 1997, years: [2021, 2023], man: [770, 950], grades: ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'] }),
  variant('D200', ['diesel_mhev'], {
    ps: 204,
    cc: 1999,
    years: [2021, 2023],
    man: [800, 980],
    grades: ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'],
  }),
  variant('P340', ['petrol_mhev'], { ps: 340, cc: 2995, years: [2021, 2022], man: [950, 1100], grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'] }),
  variant('P400e', ['phev'], {
    ps: 404,
    cc: 1997,
    kwh: 17.1,
    years: [2021, 2023],
    man: [1000, 1200],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('D200', ['diesel_mhev'], { ps: 204, cc: 1999, years: [2024, 2026], man: [900, 1080], grades: ['S', 'DYNAMIC SE'] }),
  variant('P250', ['petrol'], { ps: 250, cc: 1997, years: [2024, 2026], man: [880, 1050], grades: ['S', 'DYNAMIC SE'] }),
  variant('P400e', ['phev'], {
    ps: 404,
    cc: 1997,
    kwh: 19.2,
    years: [2024, 2026],
    man: [1150, 1300],
    grades: ['DYNAMIC SE', 'DYNAMIC HSE'],
  }),
];

export const evoqueVariants: DemoVariant[] = [
  variant('Si4', ['petrol'], { ps: 240, cc: 1997, years: [2017, 2017], man: [500, 750], grades: ['SE', 'HSE', 'HSE DYNAMIC'] }),
  variant('P250', ['petrol'], {
    ps: 249,
    cc: 1997,
    years: [2018, 2018],
    man: [520, 780],
    grades: ['SE', 'HSE', 'HSE DYNAMIC', 'AUTOBIOGRAPHY'],
  }),
  variant('D180', ['diesel'], { ps: 180, cc: 1999, years: [2018, 2018], man: [560, 720], grades: ['SE', 'HSE'] }),
  variant('P200', ['petrol_mhev'], { ps: 200, cc: 1997, years: [2019, 2023], man: [460, 560], grades: ['S', 'SE', 'R-DYNAMIC S'] }),
  variant('P250', ['petrol_mhev'], {
    ps: 249,
    cc: 1997,
    years: [2019, 2023],
    man: [560, 720],
    grades: ['SE', 'HSE', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('P300', ['petrol_mhev'], { ps: 300, cc: 1997, years: [2019, 2021], man: [700, 800], grades: ['R-DYNAMIC HSE'] }),
  variant('D180', ['diesel_mhev'], { ps: 180, cc: 1999, years: [2019, 2020], man: [530, 700], grades: ['S', 'SE', 'R-DYNAMIC SE'] }),
  variant('D200', ['diesel_mhev'], { ps: 204, cc: 1999, years: [2021, 2023], man: [560, 730], grades: ['S', 'SE', 'R-DYNAMIC SE'] }),
  variant('P300e', ['phev'], {
    ps: 309,
    cc: 1497,
    kwh: 15,
    years: [2021, 2023],
    man: [730, 830],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('P250', ['petrol_mhev'], { ps: 249, cc: 1997, years: [2024, 2026], man: [650, 850], grades: ['S', 'DYNAMIC SE', 'DYNAMIC HSE'] }),
  variant('D200', ['diesel_mhev'], { ps: 204, cc: 1999, years: [2024, 2026], man: [680, 860], grades: ['S', 'DYNAMIC SE'] }),
  variant('P300e', ['phev'], { ps: 309, cc: 1497, kwh: 15, years: [2024, 2026], man: [850, 980], grades: ['DYNAMIC SE', 'AUTOBIOGRAPHY'] }),
];

export const defender90Variants: DemoVariant[] = [
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2021, 2026], man: [600, 800], grades: ['S', 'SE', 'X-DYNAMIC SE'] }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2021, 2026], man: [780, 1050], grades: ['SE', 'X-DYNAMIC SE', 'X'] }),
  variant('P400', ['petrol_mhev'], { ps: 400, cc: 2995, years: [2021, 2026], man: [900, 1200], grades: ['X-DYNAMIC SE', 'X'] }),
  variant('P525', ['petrol'], { ps: 525, cc: 4999, years: [2022, 2024], man: [1350, 1600], grades: ['V8'] }),
];

export const defender110Variants: DemoVariant[] = [
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2020, 2026], man: [630, 950], grades: ['S', 'SE', 'HSE', 'X-DYNAMIC SE'] }),
  variant('D300', ['diesel_mhev'], {
    ps: 300,
    cc: 2993,
    years: [2021, 2026],
    man: [830, 1250],
    grades: ['SE', 'HSE', 'X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'],
  }),
  variant('P400', ['petrol_mhev'], {
    ps: 400,
    cc: 2995,
    years: [2021, 2026],
    man: [950, 1300],
    grades: ['X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'],
  }),
  // The PHEV battery sits under the boot floor: no third row.
  variant('P400e', ['phev'], {
    ps: 404,
    cc: 1997,
    kwh: 19.2,
    years: [2021, 2024],
    man: [1050, 1300],
    grades: ['SE', 'HSE', 'X-DYNAMIC SE'],
    seats: [5],
  }),
  variant('P525', ['petrol'], { ps: 525, cc: 4999, years: [2022, 2024], man: [1450, 1650], grades: ['V8', 'V8 CARPATHIAN EDITION'] }),
  variant('P635', ['petrol'], { ps: 635, cc: 4395, years: [2025, 2026], man: [2000, 2600], grades: ['OCTA'], seats: [5] }),
];

export const defender130Variants: DemoVariant[] = [
  variant('D300', ['diesel_mhev'], {
    ps: 300,
    cc: 2993,
    years: [2023, 2024],
    man: [1100, 1400],
    grades: ['SE', 'X-DYNAMIC SE', 'X-DYNAMIC HSE'],
  }),
  variant('D350', ['diesel_mhev'], {
    ps: 350,
    cc: 2993,
    years: [2025, 2026],
    man: [1250, 1550],
    grades: ['X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'],
  }),
  variant('P400', ['petrol_mhev'], { ps: 400, cc: 2995, years: [2023, 2026], man: [1200, 1550], grades: ['X-DYNAMIC SE', 'X'] }),
];

const discoveryFacelift = ['S', 'SE', 'HSE', 'R-DYNAMIC S', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'];
export const discoveryVariants: DemoVariant[] = [
  variant('Td6', ['diesel'], { ps: 258, cc: 2992, years: [2017, 2020], man: [800, 1000], grades: ['S', 'SE', 'HSE', 'HSE LUXURY'] }),
  variant('Si6', ['petrol'], { ps: 340, cc: 2994, years: [2017, 2018], man: [780, 1000], grades: ['SE', 'HSE', 'HSE LUXURY'] }),
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2018, 2020], man: [730, 850], grades: ['S', 'SE'] }),
  variant('D300', ['diesel_mhev'], { ps: 300, cc: 2993, years: [2021, 2023], man: [900, 1150], grades: discoveryFacelift }),
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2021, 2023], man: [820, 950], grades: discoveryFacelift.slice(0, 5) }),
  variant('P360', ['petrol_mhev'], {
    ps: 360,
    cc: 2995,
    years: [2022, 2023],
    man: [1050, 1200],
    grades: ['R-DYNAMIC HSE', 'METROPOLITAN EDITION'],
  }),
  variant('D300', ['diesel_mhev'], {
    ps: 300,
    cc: 2993,
    years: [2024, 2026],
    man: [1000, 1250],
    grades: ['S', 'DYNAMIC SE', 'DYNAMIC HSE'],
  }),
];

export const discoverySportVariants: DemoVariant[] = [
  variant('Si4', ['petrol'], { ps: 240, cc: 1997, years: [2017, 2017], man: [500, 700], grades: ['SE', 'HSE', 'HSE LUXURY'] }),
  variant('P250', ['petrol'], { ps: 249, cc: 1997, years: [2018, 2019], man: [540, 720], grades: ['SE', 'HSE', 'HSE LUXURY'] }),
  variant('P290', ['petrol'], { ps: 290, cc: 1997, years: [2018, 2019], man: [700, 780], grades: ['HSE LUXURY'] }),
  variant('D180', ['diesel'], { ps: 180, cc: 1999, years: [2018, 2019], man: [550, 700], grades: ['SE', 'HSE'] }),
  variant('P200', ['petrol_mhev'], { ps: 200, cc: 1997, years: [2020, 2023], man: [500, 600], grades: ['S', 'SE', 'R-DYNAMIC S'] }),
  variant('P250', ['petrol_mhev'], {
    ps: 249,
    cc: 1997,
    years: [2020, 2023],
    man: [600, 720],
    grades: ['SE', 'HSE', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('D180', ['diesel_mhev'], { ps: 180, cc: 1999, years: [2020, 2020], man: [560, 680], grades: ['S', 'SE', 'R-DYNAMIC SE'] }),
  variant('D200', ['diesel_mhev'], { ps: 204, cc: 1999, years: [2021, 2023], man: [600, 740], grades: ['S', 'SE', 'R-DYNAMIC SE'] }),
  // The PHEV's battery takes the third row's place: five seats only.
  variant('P300e', ['phev'], {
    ps: 309,
    cc: 1497,
    kwh: 15,
    years: [2021, 2023],
    man: [700, 780],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
    seats: [5],
  }),
  variant('P250', ['petrol_mhev'], { ps: 249, cc: 1997, years: [2024, 2026], man: [680, 820], grades: ['S', 'DYNAMIC SE', 'DYNAMIC HSE'] }),
  variant('D200', ['diesel_mhev'], { ps: 204, cc: 1999, years: [2024, 2026], man: [700, 830], grades: ['S', 'DYNAMIC SE'] }),
  variant('P300e', ['phev'], {
    ps: 309,
    cc: 1497,
    kwh: 15,
    years: [2024, 2026],
    man: [820, 920],
    grades: ['DYNAMIC SE', 'DYNAMIC HSE'],
    seats: [5],
  }),
];
