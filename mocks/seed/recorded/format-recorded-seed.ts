import type { RecordedSeedFile } from './recorded-seed-file';

/**
 * A recorded seed as its file's text: the header as readable JSON, then one record per line, so the file
 * stays small and a re-recording's diff shows the records that changed.
 */
export function formatRecordedSeed(file: RecordedSeedFile): string {
  const { records, ...header } = file;
  const collections = Object.entries(records).map(([name, list]) => {
    const lines = list.map((record) => `   ${JSON.stringify(record)}`).join(',\n');
    return `  ${JSON.stringify(name)}: [${list.length > 0 ? `\n${lines}\n  ` : ''}]`;
  });
  const headerText = JSON.stringify(header, null, 1).replace(/\n}$/, '');
  return `${headerText},\n "records": {\n${collections.join(',\n')}\n }\n}\n`;
}
