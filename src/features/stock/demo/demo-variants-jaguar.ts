import { variant, type DemoVariant } from './demo-variant';

/**
 * Jaguar powertrains as sold in Japan. Jaguar stopped building these cars in 2024–2025 on its way
 * to an all-electric range, so no variant runs later: a Jaguar in the demo stock is an approved or
 * used car, never a new one. Figures as in demo-variants-land-rover.ts.
 */
const fPaceEarly = ['PURE', 'PRESTIGE', 'PORTFOLIO', 'R-SPORT'];
export const fPaceVariants: DemoVariant[] = [
  variant('25t', ['petrol'], { ps: 250, cc: 1997, years: [2017, 2020], man: [680, 850], grades: ['PURE', 'PRESTIGE', 'R-SPORT'] }),
  variant('20d', ['diesel'], { ps: 180, cc: 1999, years: [2017, 2020], man: [690, 860], grades: fPaceEarly }),
  variant('35t', ['petrol'], { ps: 340, cc: 2994, years: [2017, 2018], man: [850, 1000], grades: ['PRESTIGE', 'R-SPORT'] }),
  variant('30t', ['petrol'], { ps: 300, cc: 1997, years: [2018, 2020], man: [830, 950], grades: ['PORTFOLIO', 'R-SPORT'] }),
  variant('P550', ['petrol'], { ps: 550, cc: 4999, years: [2019, 2025], man: [1250, 1550], grades: ['SVR'] }),
  variant('P250', ['petrol'], { ps: 250, cc: 1997, years: [2021, 2025], man: [760, 980], grades: ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'] }),
  variant('D200', ['diesel_mhev'], {
    ps: 204,
    cc: 1999,
    years: [2021, 2025],
    man: [780, 1000],
    grades: ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('P400', ['petrol_mhev'], {
    ps: 400,
    cc: 2995,
    years: [2021, 2023],
    man: [1000, 1150],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('P400e', ['phev'], {
    ps: 404,
    cc: 1997,
    kwh: 17.1,
    years: [2021, 2025],
    man: [950, 1150],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
];

export const ePaceVariants: DemoVariant[] = [
  variant('P200', ['petrol'], { ps: 200, cc: 1997, years: [2018, 2020], man: [460, 600], grades: ['S', 'SE', 'R-DYNAMIC S'] }),
  variant('P250', ['petrol'], {
    ps: 249,
    cc: 1997,
    years: [2018, 2020],
    man: [560, 700],
    grades: ['SE', 'HSE', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2018, 2020], man: [700, 780], grades: ['R-DYNAMIC HSE'] }),
  variant('D180', ['diesel'], { ps: 180, cc: 1999, years: [2018, 2020], man: [520, 660], grades: ['S', 'SE', 'R-DYNAMIC S'] }),
  variant('P200', ['petrol_mhev'], { ps: 200, cc: 1997, years: [2021, 2024], man: [580, 700], grades: ['S', 'R-DYNAMIC S'] }),
  variant('P250', ['petrol_mhev'], {
    ps: 249,
    cc: 1997,
    years: [2021, 2024],
    man: [680, 800],
    grades: ['SE', 'R-DYNAMIC SE', 'R-DYNAMIC HSE', 'R-DYNAMIC BLACK'],
  }),
  variant('D200', ['diesel_mhev'], {
    ps: 204,
    cc: 1999,
    years: [2021, 2024],
    man: [620, 760],
    grades: ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'],
  }),
  variant('P300e', ['phev'], {
    ps: 309,
    cc: 1497,
    kwh: 15,
    years: [2021, 2024],
    man: [780, 880],
    grades: ['R-DYNAMIC SE', 'R-DYNAMIC HSE'],
  }),
];

export const iPaceVariants: DemoVariant[] = [
  variant('EV400', ['bev'], { ps: 400, kwh: 90, years: [2018, 2024], man: [950, 1350], grades: ['S', 'SE', 'HSE'] }),
];

export const fTypeVariants: DemoVariant[] = [
  variant('P300', ['petrol'], { ps: 300, cc: 1997, years: [2018, 2024], man: [800, 1150], grades: ['R-DYNAMIC'], drive: 'rwd' }),
  variant('P340', ['petrol'], { ps: 340, cc: 2994, years: [2018, 2020], man: [950, 1150], grades: ['R-DYNAMIC'], drive: 'rwd' }),
  variant('P380', ['petrol'], { ps: 380, cc: 2994, years: [2017, 2020], man: [1100, 1300], grades: ['S'] }),
  variant('P550', ['petrol'], { ps: 550, cc: 4999, years: [2017, 2019], man: [1400, 1600], grades: ['R'] }),
  variant('P575', ['petrol'], { ps: 575, cc: 4999, years: [2017, 2020], man: [1800, 2100], grades: ['SVR'] }),
  variant('P450', ['petrol'], { ps: 450, cc: 4999, years: [2021, 2024], man: [1250, 1450], grades: ['R-DYNAMIC', '75'] }),
  variant('P575', ['petrol'], { ps: 575, cc: 4999, years: [2021, 2024], man: [1600, 1900], grades: ['R', 'R 75'] }),
];
