import { describe, expect, it } from 'vitest';
import { onShutdown, runShutdownHooks } from './shutdown';

describe('runShutdownHooks', () => {
  it('runs the last registered hook first, each once, past a failing one', async () => {
    const ran: string[] = [];
    onShutdown(async () => void ran.push('database'));
    onShutdown(async () => {
      ran.push('worker');
      throw new Error('worker stuck');
    });
    onShutdown(async () => void ran.push('bus'));
    const errors: unknown[] = [];
    await runShutdownHooks((e) => errors.push(e));
    await runShutdownHooks();
    expect(ran).toEqual(['bus', 'worker', 'database']);
    expect(errors).toHaveLength(1);
  });

  it('forgets a hook whose owner took it back', async () => {
    const ran: string[] = [];
    const undo = onShutdown(async () => void ran.push('gone'));
    undo();
    await runShutdownHooks();
    expect(ran).toEqual([]);
  });
});
