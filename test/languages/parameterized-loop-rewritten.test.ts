import { detectInFixture } from '../helpers/fixtures';

/**
 * A local made a parameter whose one use is a loop's header (the loop walked an array the method
 * read from its argument and now walks the new parameter) while the loop's body changed: the
 * mapper pairs composite statements by their children and leaves the loop unpaired, but the header
 * reads the parameter where it read the local, token for token: Parameterize Variable (not also
 * an Add Parameter, as RefactoringMiner's Python oracle validates). The sibling method, whose loop
 * now walks its new parameter wrapped in `Arrays.asList(...)`, reads it otherwise: no Parameterize
 * Variable there, an Add Parameter instead.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Add Parameter gallery.Album#picturesToHide(Options) -> gallery.Album.picturesToHide(String[])#masks',
    'Change Return Type gallery.Album#visit(File, List<File>) -> gallery.Album#expand(File)',
    'Parameterize Variable gallery.Album.picturesToShow(Options)#chosenNames -> gallery.Album.picturesToShow(String[])#namesToShow',
    'Remove Parameter gallery.Album.picturesToShow(Options)#opts -> gallery.Album#picturesToShow(String[])',
    'Remove Parameter gallery.Album.picturesToHide(Options)#opts -> gallery.Album#picturesToHide(String[])',
    'Remove Parameter gallery.Album.visit(File, List<File>)#pics -> gallery.Album#expand(File)',
    'Rename Method gallery.Album#visit(File, List<File>) -> gallery.Album#expand(File)',
  ]],
  ['kotlin', [
    'Add Parameter cli.Main#getFilesToSkip(CommandLine) -> cli.Main.getFilesToSkip(Array<String>)#patterns',
    'Change Variable Type cli.Main.getFilesToProcess(CommandLine)#remainingArgs -> cli.Main.getFilesToProcess(Array<String>)#filesToProcess',
    'Parameterize Variable cli.Main.getFilesToProcess(CommandLine)#remainingArgs -> cli.Main.getFilesToProcess(Array<String>)#filesToProcess',
    'Remove Parameter cli.Main.getFilesToProcess(CommandLine)#line -> cli.Main#getFilesToProcess(Array<String>)',
    'Remove Parameter cli.Main.getFilesToSkip(CommandLine)#line -> cli.Main#getFilesToSkip(Array<String>)',
    'Remove Parameter cli.Main.traverse(File, MutableList<File>)#files -> cli.Main#listFiles(File)',
    'Rename Method cli.Main#traverse(File, MutableList<File>) -> cli.Main#listFiles(File)',
  ]],
  ['python', [
    'Add Parameter cli/main.py#get_files_to_skip(line) -> cli/main.py.get_files_to_skip(patterns)#patterns',
    'Parameterize Variable cli/main.py.get_files_to_process(line)#remaining_args -> cli/main.py.get_files_to_process(files_to_process)#files_to_process',
    'Remove Parameter cli/main.py.get_files_to_process(line)#line -> cli/main.py#get_files_to_process(files_to_process)',
    'Remove Parameter cli/main.py.get_files_to_skip(line)#line -> cli/main.py#get_files_to_skip(patterns)',
    'Remove Parameter cli/main.py.traverse(path, files)#files -> cli/main.py#list_files(path)',
    'Rename Function cli/main.py#traverse(path, files) -> cli/main.py#list_files(path)',
  ]],
];

describe.each(cases)('%s: a local made a parameter, read by a loop whose body changed', (language, expected) => {
  it('is parameterized where the loop reads the parameter in its place, and only there', async () => {
    expect(await detectInFixture(`${language}/parameterized-loop-rewritten`)).toEqual([...expected].sort());
  });
});
