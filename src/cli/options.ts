import { Command, InvalidArgumentError, Option } from 'commander';
import { supportedLanguages } from '../languages/registry';
import type { GitAnalysisOptions } from '../sources/git/analyze';
import { DEFAULT_MAX_FILE_SIZE_BYTES } from '../sources/git/files';

export const FORMATS = ['text', 'json', 'markdown', 'jsonl'] as const;
export type Format = (typeof FORMATS)[number];

/** The options every reporting command takes, as commander hands them over. */
export interface CommonOptions {
  format: Format;
  output?: string;
  type?: string[];
  path: string[];
  language?: string[];
  threshold?: number;
  maxFileSize: number;
  color: boolean;
}

/** Adds the shared options (format, output, filters, engine settings) to a command. */
export function withCommonOptions(command: Command): Command {
  return command
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('text'))
    .option('-o, --output <file>', 'write the output to a file instead of stdout')
    .option('-t, --type <types>', 'only these refactoring types, comma-separated (e.g. "Rename Method,Move Class")', commaList)
    .option('-p, --path <glob>', 'only files matching the glob (picomatch; repeatable; !glob excludes)', collect, [])
    .option('-l, --language <names>', `only these languages, comma-separated (${supportedLanguages.join(', ')})`, languageList)
    .option('--threshold <number>', 'similarity threshold, 0..1 (default 0.5)', threshold)
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or with k/M suffix)', byteSize, DEFAULT_MAX_FILE_SIZE_BYTES)
    .option('--no-color', 'no colours, even on a terminal');
}

/** The engine and file-selection settings the options ask for. */
export function analysisOptions(options: CommonOptions): GitAnalysisOptions {
  return {
    threshold: options.threshold,
    languages: options.language,
    include: options.path.length > 0 ? options.path : undefined,
    maxFileSizeBytes: options.maxFileSize,
  };
}

function commaList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
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
