import { Command, InvalidArgumentError, Option } from 'commander';
import { supportedLanguages } from '../languages/registry';
import { pathGlobProblem } from '../policy/patterns';
import { parseTypeSelector } from '../policy/type-selectors';

export const FORMATS = ['text', 'json', 'markdown', 'jsonl', 'sarif', 'html'] as const;
export type Format = (typeof FORMATS)[number];

/** The options every reporting command takes, as commander hands them over. */
export interface CommonOptions {
  format: Format;
  output?: string;
  config?: string;
  type?: string[];
  path: string[];
  language?: string[];
  threshold?: number;
  maxFileSize?: number;
  quiet?: boolean;
  color: boolean;
}

/** Adds the shared options (format, output, policy, filters, engine settings) to a command. */
export function withCommonOptions(command: Command): Command {
  return command
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('text'))
    .option('-o, --output <file>', 'write the output to a file instead of stdout')
    .option('-c, --config <path>', 'the policy file (default: .refdiffrc.yml or .refdiffrc.yaml at the repository root)')
    .option('-t, --type <types>', 'only these refactoring types, operations or kinds, comma-separated ("Rename Method,MOVE,Function", "!Change Signature Function")', typeList)
    .option('-p, --path <glob>', 'only files matching the glob (picomatch; repeatable; !glob excludes)', pathGlob, [])
    .option('-l, --language <names>', `only these languages, comma-separated (${supportedLanguages.join(', ')})`, languageList)
    .option('--threshold <number>', 'similarity threshold, 0..1 (default 0.5)', threshold)
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or with k/M suffix; default 1 MiB)', byteSize)
    .option('-q, --quiet', 'no warning lines on stderr (errors still)')
    .option('--no-color', 'no colours, even on a terminal');
}

function commaList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

/** `--path`, checked as the policy checks its globs. */
function pathGlob(value: string, previous: string[]): string[] {
  const problem = pathGlobProblem(value.startsWith('!') ? value.slice(1) : value);
  if (problem) throw new InvalidArgumentError(problem);
  return [...previous, value];
}

/** `--type`, read by the parser of the policy's `analysis.types`: the same words, the same errors. */
function typeList(value: string): string[] {
  return commaList(value).map((text) => {
    const parsed = parseTypeSelector(text);
    if ('problem' in parsed) throw new InvalidArgumentError(`${parsed.problem}${parsed.suggest()}`);
    return parsed.selector;
  });
}

function languageList(value: string): string[] {
  const names = commaList(value).map((name) => name.toLowerCase());
  const unknown = names.filter((name) => !supportedLanguages.includes(name));
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown language '${unknown[0]}' (supported: ${supportedLanguages.join(', ')})`);
  return names;
}

function threshold(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1) throw new InvalidArgumentError('expected a number from 0 to 1');
  return number;
}

/** `1048576`, `512k`, `2M`, `2MiB`. */
export function byteSize(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib)?$/i.exec(value.trim());
  if (!match) throw new InvalidArgumentError('expected a size in bytes, e.g. 1048576, 512k or 2M');
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1 << 20 : 1;
  return Math.round(Number(match[1]) * factor);
}

export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < 1) throw new InvalidArgumentError('expected a whole number of at least 1');
  return number;
}

export function seconds(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0) throw new InvalidArgumentError('expected a number of seconds above 0');
  return number;
}
