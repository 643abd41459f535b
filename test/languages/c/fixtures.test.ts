import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

const detect = (name: string) => detectInFixture(`c/${name}`, { languages: ['c'] });

describe('C refactorings in fixtures (exact sets)', () => {
  it('Move File: list.c and list.h moved to lib/', async () => {
    expect(await detect('move-file')).toEqual(['Move File src#list.c -> lib#list.c', 'Move File src#list.h -> lib#list.h']);
  });

  // Rewritten on the way: it kept its name and one of its functions, not its code.
  it('Move File rewritten on the way', async () => {
    expect(await detect('move-file-rewritten')).toEqual(['Move File src#retry.c -> lib#retry.c']);
  });

  // A file moved and renamed with all its functions: encrypt -> hash matches on its code, the
  // wrappers through the function they call, the file through its functions.
  it('Move And Rename File whose functions were renamed', async () => {
    expect(await detect('rename-class-with-renamed-members')).toEqual([
      'Move And Rename File src/crypto#encryption.c -> src/hashing#digests.c',
      'Rename Function src/crypto/encryption.c#encrypt(const char *, const char *) -> src/hashing/digests.c#hash(const char *, const char *)',
      'Rename Function src/crypto/encryption.c#md5_encrypt(const char *) -> src/hashing/digests.c#md5(const char *)',
      'Rename Function src/crypto/encryption.c#sha1_encrypt(const char *) -> src/hashing/digests.c#sha1(const char *)',
      'Rename Function src/crypto/encryption.c#sha256_encrypt(const char *) -> src/hashing/digests.c#sha256(const char *)',
    ]);
  });

  // Three files merged into a new one: none of them was renamed to it, their functions moved.
  it('Move Function: files merged', async () => {
    expect(await detect('merge-files')).toEqual([
      'Move Function src/case.c#capitalize(char *) -> src/strings.c#capitalize(char *)',
      'Move Function src/case.c#to_snake_case(const char *, char *, size_t) -> src/strings.c#to_snake_case(const char *, char *, size_t)',
      'Move Function src/padding.c#pad_left(const char *, size_t, char, char *) -> src/strings.c#pad_left(const char *, size_t, char, char *)',
      'Move Function src/padding.c#pad_right(const char *, size_t, char, char *) -> src/strings.c#pad_right(const char *, size_t, char, char *)',
      'Move Function src/trim.c#collapse_spaces(char *) -> src/strings.c#collapse_spaces(char *)',
      'Move Function src/trim.c#trim_to_null(char *) -> src/strings.c#trim_to_null(char *)',
    ]);
  });

  it('Rename File', async () => {
    expect(await detect('rename-file')).toEqual(['Rename File src#list.c -> src#linked_list.c']);
  });

  it('Move And Rename File', async () => {
    expect(await detect('move-and-rename-file')).toEqual(['Move And Rename File src#list.c -> lib#linked_list.c']);
  });

  it('Move Function: definition and prototype move together, reported once', async () => {
    expect(await detect('move-function')).toEqual([
      'Move Function src/list.c#list_sum(const list_t *) -> src/stats.c#list_sum(const list_t *)',
    ]);
  });

  it('Rename Function in the .c and its header, reported once', async () => {
    expect(await detect('rename-function')).toEqual([
      'Rename Function src/words.c#count_words(const char *) -> src/words.c#word_count(const char *)',
    ]);
  });

  it('Rename Function: the only function removed from a file and the only one added, body rewritten', async () => {
    expect(await detect('rename-method-rewritten')).toEqual([
      'Add Parameter src/cli.c#print_usage(FILE *) -> src/cli.c.show_help(FILE *, int)#verbose',
      'Rename Function src/cli.c#print_usage(FILE *) -> src/cli.c#show_help(FILE *, int)',
    ]);
  });

  // health_print renamed while its body went to three new helpers; health_checksum removed and
  // health_summary added (calling a new helper of its own) are unrelated.
  it('Rename Function split into helpers', async () => {
    expect(await detect('rename-method-split-into-helpers')).toEqual([
      'Extract Function src/health.c#health_print(const struct health *, FILE *) -> src/health.c#report_disks(FILE *, const char **, int, unsigned long)',
      'Extract Function src/health.c#health_print(const struct health *, FILE *) -> src/health.c#report_memory(FILE *, unsigned long, unsigned long)',
      'Extract Function src/health.c#health_print(const struct health *, FILE *) -> src/health.c#report_threads(FILE *, int, int)',
      'Rename Function src/health.c#health_print(const struct health *, FILE *) -> src/health.c#health_report(const struct health *, FILE *)',
    ]);
  });

  // Renamed while most of the body went to a new helper: the new caller with its helper is the
  // successor (settings), also on a near tie when the old caller now calls it (catalog); a helper
  // two new functions call (query) or a thin wrapper calls (printer) stays the rename, unless one
  // of the two kept the old name but for letter case (unpacker: unpack_utf8 -> unpack_UTF8).
  it('Rename Function whose body went to a helper it now calls', async () => {
    expect(await detect('rename-method-delegating-successor')).toEqual([
      'Add Parameter src/catalog.c#catalog_add_items(struct catalog *, const struct item *, int) -> src/catalog.c.catalog_add_enabled_items(struct catalog *, const struct item *, int, int)#strict',
      'Add Parameter src/settings.c#settings_load(struct settings *, const struct source *, struct audit *) -> src/settings.c.settings_load_profile(struct settings *, const struct source *, const char *, struct audit *)#profile',
      'Change Return Type src/query.c#query_order_by(struct query *, enum field) -> src/query.c#column_of(enum field)',
      // `size_t size;` became `long size = unpack_text_header(in);` once the header went to a helper.
      'Change Variable Type src/unpacker.c.unpack_utf8(struct input *, size_t *)#size -> src/unpacker.c.unpack_UTF8(struct input *, size_t *)#size',
      'Extract Function src/catalog.c#catalog_add_items(struct catalog *, const struct item *, int) -> src/catalog.c#catalog_index_items(struct catalog *, const struct item *, int, const struct item_filter *)',
      'Extract Function src/settings.c#settings_load(struct settings *, const struct source *, struct audit *) -> src/settings.c#copy_values(const struct source *, struct settings *, struct audit *)',
      'Extract Function src/unpacker.c#unpack_utf8(struct input *, size_t *) -> src/unpacker.c#unpack_text_header(struct input *)',
      'Remove Parameter src/query.c.query_order_by(struct query *, enum field)#query -> src/query.c#column_of(enum field)',
      'Rename Function src/catalog.c#catalog_add_items(struct catalog *, const struct item *, int) -> src/catalog.c#catalog_add_enabled_items(struct catalog *, const struct item *, int, int)',
      'Rename Function src/printer.c#order_describe(FILE *, const struct order *) -> src/printer.c#order_summary(FILE *, const struct order *)',
      'Rename Function src/query.c#query_order_by(struct query *, enum field) -> src/query.c#column_of(enum field)',
      'Rename Function src/settings.c#settings_load(struct settings *, const struct source *, struct audit *) -> src/settings.c#settings_load_profile(struct settings *, const struct source *, const char *, struct audit *)',
      'Rename Function src/unpacker.c#unpack_utf8(struct input *, size_t *) -> src/unpacker.c#unpack_UTF8(struct input *, size_t *)',
    ]);
  });

  it('Move And Rename Function', async () => {
    expect(await detect('move-and-rename-function')).toEqual([
      'Move And Rename Function src/list.c#list_sum(const list_t *) -> src/stats.c#list_total(const list_t *)',
    ]);
  });

  it('Change Signature Function', async () => {
    expect(await detect('change-signature-function')).toEqual([
      'Add Parameter src/words.c#count_words(const char *) -> src/words.c.count_words(const char *, size_t)#length',
    ]);
  });

  it('Extract Function', async () => {
    expect(await detect('extract-function')).toEqual([
      'Extract Function src/words.c#print_report(FILE *, const char *) -> src/words.c#count_vowels(const char *)',
    ]);
  });

  it('Extract Function whose moved loop is a small part of the new function (new validation around it)', async () => {
    expect(await detect('extract-function-wrapped')).toEqual([
      'Extract Function src/config.c#config_load(config_t *, const char *) -> src/config.c#parse_lines(config_t *, FILE *, int *)',
      // Locals of the extracted code given what the lost loop wrote in their place (`equals + 1`, `line`).
      'Extract Variable src/config.c#config_load(config_t *, const char *) -> src/config.c.parse_lines(config_t *, FILE *, int *)#start',
      'Extract Variable src/config.c#config_load(config_t *, const char *) -> src/config.c.parse_lines(config_t *, FILE *, int *)#value',
    ]);
  });

  it('Extract And Move Function (into a new file)', async () => {
    expect(await detect('extract-and-move-function')).toEqual([
      'Extract And Move Function src/words.c#print_report(FILE *, const char *) -> src/letters.c#count_vowels(const char *)',
    ]);
  });

  it('Extract And Move Function from a rewritten caller: the moved clean-up, not a one-line helper', async () => {
    expect(await detect('extract-and-move-stray-match')).toEqual([
      'Extract And Move Function src/report.c#run_report(const char *, const char *) -> src/db.c#db_close_quietly(db_conn *)',
    ]);
  });

  it('Inline Function into a rewritten caller (the extract fixture read backwards): the clean-up, not a one-line helper', async () => {
    expect(await detectInReversedFixture('c/extract-and-move-stray-match', { languages: ['c'] })).toEqual([
      'Inline Function src/db.c#db_close_quietly(db_conn *) -> src/report.c#run_report(const char *, const char *)',
    ]);
  });

  // manifest_create_cell() took in create_many_cells(); create_single_cell() only shares some of
  // those statements' tokens.
  it('Inline Function', async () => {
    expect(await detect('inline-function')).toEqual([
      'Inline Function src/manifest.c#create_many_cells(const struct shipment *, struct renderer *) -> src/manifest.c#manifest_create_cell(const struct shipment *, struct renderer *)',
      'Inline Function src/words.c#is_separator(char) -> src/words.c#count_words(const char *)',
    ]);
  });

  it('reports nothing for edits, a new helper that was not extracted and a deleted function', async () => {
    expect(await detect('negative')).toEqual([]);
  });

  it('reports nothing when only prototypes change, even one moved to another header', async () => {
    expect(await detect('prototype-only')).toEqual([]);
  });

  it('reports nothing when a declared function gets its first definition', async () => {
    expect(await detect('implement-declared-function')).toEqual([]);
  });
});

/**
 * Rules that hold back a weakly similar pair: each fixture is read with the rule and with its
 * setting neutralised, so the test fails if the rule stops acting.
 */
describe('C pairs that need more evidence', () => {
  const detectWith = (name: string, settings = {}) => detectInFixture(`c/${name}`, { languages: ['c'], settings });

  // add_item(const char *, int) went to another file with a new parameter and half its code
  // rewritten: moved with new parameters, it needs 0.1 more than the threshold. describe(...)
  // kept its parameters and moves.
  it('a function moved to a known other file with new parameters', async () => {
    const describeMoved = 'Move Function src/modifier.c#describe(FILE *, const char *) -> src/registry.c#describe(FILE *, const char *)';
    expect(await detectWith('move-method-new-parameters')).toEqual([describeMoved]);
    expect(await detectWith('move-method-new-parameters', { identityChangePenalty: 0 })).toEqual([
      'Add Parameter src/modifier.c#add_item(const char *, int) -> src/registry.c.add_item(const char *, int, int)#matched',
      'Move Function src/modifier.c#add_item(const char *, int) -> src/registry.c#add_item(const char *, int, int)',
      describeMoved,
    ]);
  });

  // scanner_reset() was rewritten; the new scanner_close() it calls holds the lines of it that
  // closed the stream, a sliver of what it lost, and new code besides: not an extraction.
  it('a small body partly contained in a large rewrite of its caller', async () => {
    expect(await detectWith('extract-sliver-of-rewrite')).toEqual([]);
    // Without that rule, the extraction alone: `state = &scanner->lifecycle`, read where `scanner` stood
    // (`scanner->stream` -> `state->stream`), holds a field of it, a new value, no Extract Variable.
    expect(await detectWith('extract-sliver-of-rewrite', { extractSliverShare: 0 })).toEqual([
      'Extract Function src/scanner.c#scanner_reset(struct scanner *) -> src/scanner.c#scanner_close(struct scanner *)',
    ]);
  });
});
