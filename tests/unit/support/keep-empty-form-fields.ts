import MultipartReader from 'happy-dom/lib/fetch/multipart/MultipartReader.js';

/**
 * happy-dom 21's multipart parser drops a form field whose value is empty, so in
 * Vitest a call sending `search_key: ''` reaches the fake backend without it and
 * the contract check refuses it as missing. Browsers, the MSW worker and Node
 * keep such fields. This puts them back, so tests send what the app sends.
 */
interface ReaderInternals {
  formData: FormData;
  appendFormData(key: string, value: Uint8Array, filename?: string, type?: string): void;
}

const reader = MultipartReader.prototype as unknown as ReaderInternals;
const appendFormData = reader.appendFormData;

reader.appendFormData = function (this: ReaderInternals, key, value, filename, type) {
  if (value.length === 0 && !filename) this.formData.append(key, '');
  else appendFormData.call(this, key, value, filename, type);
};
