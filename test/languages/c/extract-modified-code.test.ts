import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * Extractions (and, read backwards, inlinings) of code that changed on the way, decided from
 * mapped statements where the token bags are unsure (src/core/moved-code.ts), on
 * test/fixtures/c/<case>: exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[], string[]]> = [
  // Locals renamed, parameters for the caller's variables, a pointer out-parameter and a return for the assignments.
  ['extract-function-modified', ['Extract Function src/stats.c#print_stats(const struct sample *, int, FILE *) -> src/stats.c#weighted_sum(const struct sample *, int, double *)', 'Rename Variable src/stats.c.print_stats(const struct sample *, int, FILE *)#i -> src/stats.c.weighted_sum(const struct sample *, int, double *)#k', 'Rename Variable src/stats.c.print_stats(const struct sample *, int, FILE *)#total -> src/stats.c.weighted_sum(const struct sample *, int, double *)#sum'], ['Inline Function src/stats.c#weighted_sum(const struct sample *, int, double *) -> src/stats.c#print_stats(const struct sample *, int, FILE *)', 'Rename Variable src/stats.c.weighted_sum(const struct sample *, int, double *)#k -> src/stats.c.print_stats(const struct sample *, int, FILE *)#i', 'Rename Variable src/stats.c.weighted_sum(const struct sample *, int, double *)#sum -> src/stats.c.print_stats(const struct sample *, int, FILE *)#total']],
  // A new guard wrapper around the one `fopen` the caller gave up.
  ['extract-guard-wrapper', [], []],
  // A one-statement helper returning `(info->flags|extra_flags)`: the callers that gave up that
  // expression are extractions, the one that read `info->flags` alone now reads more (a superset).
  [
    'extract-superset-helper',
    ['Extract Function src/term.c#term_colours(struct term *) -> src/term.c#term_get_flags(struct term *)', 'Extract Function src/term.c#term_sync_start(struct term *) -> src/term.c#term_get_flags(struct term *)'],
    ['Inline Function src/term.c#term_get_flags(struct term *) -> src/term.c#term_colours(struct term *)', 'Inline Function src/term.c#term_get_flags(struct term *) -> src/term.c#term_sync_start(struct term *)'],
  ],
  // The same helper returning `(extra_flags)` on another path: the caller that read `extra_flags`
  // alone now gets the combined flags on the first path, no extraction either.
  [
    'extract-superset-helper-paths',
    ['Extract Function src/term.c#term_sync_start(struct term *) -> src/term.c#term_get_flags(struct term *)'],
    ['Inline Function src/term.c#term_get_flags(struct term *) -> src/term.c#term_sync_start(struct term *)'],
  ],
];

describe('C: extract and inline with modified code', () => {
  it.each(cases)('%s', async (name, extracted, inlined) => {
    expect(await detectInFixture(`c/${name}`)).toEqual(extracted);
    expect(await detectInReversedFixture(`c/${name}`)).toEqual(inlined);
  });
});
