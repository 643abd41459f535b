import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/python/variables-copied-declaration: a declaration the caller kept that the
 * extracted body also holds, its declared names changed and nothing else
 * (`optimizer_fn, optimizer_class = get_optimizer_fn(h)` kept as `optimizer_fn, _ = ...`, copied into
 * `get_static_lr` as `_, optimizer_class = ...`): duplicated code, paired with the copy, whose unread
 * name is renamed there (`optimizer_fn` -> `_`). Not a copy holding another value
 * (`get_static_steps`: `_, schedule_class = get_default_schedule(h)`).
 */
describe('python: a declaration kept in the caller and copied into the extracted body', () => {
  it('renames the copy\'s changed name in the new body, and only for a true copy', async () => {
    expect(await detectInFixture('python/variables-copied-declaration')).toEqual([
      'Extract Function src/optimization.py#get_optimizer(hparams, lr) -> src/optimization.py#get_static_lr(lr, hparams)',
      'Extract Function src/optimization.py#get_schedule(hparams, steps) -> src/optimization.py#get_static_steps(steps, hparams)',
      'Extract Variable src/optimization.py#get_optimizer(hparams, lr) -> src/optimization.py.get_optimizer(hparams, lr)#static_lr',
      'Extract Variable src/optimization.py#get_schedule(hparams, steps) -> src/optimization.py.get_schedule(hparams, steps)#static_steps',
      'Rename Variable src/optimization.py.get_optimizer(hparams, lr)#optimizer_class -> src/optimization.py.get_optimizer(hparams, lr)#_',
      'Rename Variable src/optimization.py.get_optimizer(hparams, lr)#optimizer_fn -> src/optimization.py.get_static_lr(lr, hparams)#_',
      'Rename Variable src/optimization.py.get_schedule(hparams, steps)#schedule_class -> src/optimization.py.get_schedule(hparams, steps)#_',
    ]);
  });
});
