import { z } from 'zod';
import { drivingEnvironments, type RangeProfile, type WheelFigures } from './range-model';

/**
 * The range data file a calculator reads from its `json_url` (decision 0064), format
 * `electric-range/1`: the outside temperatures offered, profiles (how a kind of car responds to
 * temperature, climate control, preconditioning, driving environment and occupants) and engines
 * (per engine or derivative: its powertrain, its profile and, per wheel-size letter, the published
 * WLTC range and consumption). Checked here on the server; the island receives only what it shows.
 */
export const rangeDataFormat = 'electric-range/1';
export const rangeDataLimits = { engines: 200, profiles: 20, wheels: 8, temperatures: 30, bytes: 256 * 1024 } as const;

export const powertrains = ['bev', 'phev'] as const;
export type Powertrain = (typeof powertrains)[number];

/** Keys of engines and profiles: what an engine mapper names (i-pace_ev400, range_rover_p440e). */
export const dataKeyPattern = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
export const wheelCodePattern = /^[a-z]$/;

const positive = (max: number) => z.number().finite().positive().max(max);
const share = z.number().finite().min(0).max(1);

const environmentSchema = z.strictObject({
  consumption: z.number().finite().min(0.3).max(3),
  speed_kmh: z.number().finite().min(5).max(150),
  occupant: z.number().finite().min(0).max(0.1),
});

const temperaturePointSchema = z.strictObject({
  c: z.number().finite().min(-40).max(60),
  efficiency: z.number().finite().min(0.3).max(1),
  climate_kw: z.number().finite().min(0).max(10),
});

const profileSchema = z.strictObject({
  environment: z.strictObject(
    Object.fromEntries(drivingEnvironments.map((e) => [e, environmentSchema])) as Record<
      (typeof drivingEnvironments)[number],
      typeof environmentSchema
    >,
  ),
  temperatures: z
    .array(temperaturePointSchema)
    .min(2)
    .max(rangeDataLimits.temperatures)
    .refine((points) => points.every((p, i) => i === 0 || p.c > points[i - 1]!.c), 'temperatures must rise from one point to the next'),
  preconditioning: z.strictObject({ battery: share, climate: share }),
});

const wheelSchema = z.strictObject({ wltc_km: positive(2000), wh_km: z.number().finite().min(50).max(1000) });

const engineSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  powertrain: z.enum(powertrains),
  profile: z.string().regex(dataKeyPattern),
  wheels: z
    .record(z.string().regex(wheelCodePattern), wheelSchema)
    .refine((wheels) => Object.keys(wheels).length >= 1 && Object.keys(wheels).length <= rangeDataLimits.wheels, {
      message: `1 to ${rangeDataLimits.wheels} wheel sizes`,
    }),
});

const temperatureChoiceSchema = z
  .strictObject({
    min_c: z.number().int().min(-40).max(60),
    max_c: z.number().int().min(-40).max(60),
    step_c: z.number().int().min(1).max(20),
    default_c: z.number().int().min(-40).max(60),
  })
  .refine((t) => t.min_c < t.max_c, { message: 'min_c must be below max_c', path: ['max_c'] })
  .refine((t) => (t.max_c - t.min_c) % t.step_c === 0 && (t.max_c - t.min_c) / t.step_c <= 60, {
    message: 'max_c − min_c must be a whole number of steps (at most 60)',
    path: ['step_c'],
  })
  .refine((t) => t.default_c >= t.min_c && t.default_c <= t.max_c && (t.default_c - t.min_c) % t.step_c === 0, {
    message: 'default_c must be one of the steps',
    path: ['default_c'],
  });

export const rangeDataSchema = z
  .strictObject({
    format: z.literal(rangeDataFormat),
    updated: z.iso.date().optional(),
    note: z.string().max(2000).optional(),
    temperature: temperatureChoiceSchema,
    profiles: z
      .record(z.string().regex(dataKeyPattern), profileSchema)
      .refine((p) => Object.keys(p).length >= 1 && Object.keys(p).length <= rangeDataLimits.profiles, {
        message: `1 to ${rangeDataLimits.profiles} profiles`,
      }),
    engines: z
      .record(z.string().regex(dataKeyPattern), engineSchema)
      .refine((e) => Object.keys(e).length >= 1 && Object.keys(e).length <= rangeDataLimits.engines, {
        message: `1 to ${rangeDataLimits.engines} engines`,
      }),
  })
  .superRefine((data, ctx) => {
    for (const [key, engine] of Object.entries(data.engines)) {
      if (!Object.hasOwn(data.profiles, engine.profile)) {
        ctx.addIssue({ code: 'custom', path: ['engines', key, 'profile'], message: `no profile "${engine.profile}"` });
      }
    }
  });

export type RangeData = z.output<typeof rangeDataSchema>;
export type RangeDataEngine = RangeData['engines'][string];
export type { RangeProfile, WheelFigures };

export type RangeDataReading = { ok: true; data: RangeData } | { ok: false; problem: string };

/**
 * The data file checked; when it does not fit, the first few problems as `path: message` (for the
 * log and the editor's preview; visitors see nothing of it).
 */
export function readRangeData(value: unknown): RangeDataReading {
  const parsed = rangeDataSchema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problem = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem };
}
