import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { compileStyle, styleCompileLimits } from './compile-style.server';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('compileStyle', () => {
  it('compiles SCSS and indented Sass to compressed CSS', async () => {
    expect(await compileStyle('$c: #c00; .a { .b { color: $c; } }', 'scss')).toBe('.a .b{color:#c00}');
    expect(await compileStyle('$c: #c00\n.a\n  color: $c\n', 'sass')).toBe('.a{color:#c00}');
  });

  it('refuses a stylesheet that does not compile with 422 naming content and the line', async () => {
    const error = await refusal(compileStyle('.a {\n  color: $missing;\n}', 'scss'));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ pointer: 'content', detail: expect.stringMatching(/Undefined variable.*line 2/) }]);
  });

  it('refuses an endless @while after the time limit while the calling thread keeps running', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const started = Date.now();
    const error = await refusal(compileStyle('$i: 0; @while true { $i: $i + 1; }', 'scss'));
    const elapsed = Date.now() - started;
    clearInterval(ticker);
    expect(error.errors[0]).toMatchObject({ pointer: 'content', detail: expect.stringContaining('longer than 2 s') });
    expect(elapsed).toBeGreaterThanOrEqual(styleCompileLimits.compileMs);
    expect(elapsed).toBeLessThan(4_000);
    // A blocked thread would not have ticked at all until the compiler gave up.
    expect(ticks).toBeGreaterThan(elapsed / 50 / 2);
  });

  it('refuses CSS larger than the limit', async () => {
    const error = await refusal(
      compileStyle('@for $i from 1 through 20 { .a#{$i} { color: red } }', 'scss', { ...styleCompileLimits, maxCssChars: 100 }),
    );
    expect(error.errors[0]).toMatchObject({ pointer: 'content', detail: expect.stringContaining('at most 100') });
  });

  it('refuses a stylesheet that exhausts the memory limit', async () => {
    const hungry = '$l: 1; @for $i from 1 through 40 { $l: join($l, $l); }';
    const error = await refusal(compileStyle(hungry, 'scss', { ...styleCompileLimits, compileMs: 30_000, maxHeapMb: 24 }));
    expect(error.errors[0]).toMatchObject({ pointer: 'content', detail: expect.stringContaining('more than 24 MB') });
  });

  it('cannot read files of the server', async () => {
    // A real stylesheet of this project, relative to the working directory.
    const error = await refusal(compileStyle('@use "src/ui/heading.module";', 'scss'));
    expect(error.errors[0]?.detail).toContain("Can't find stylesheet");
  });
});
