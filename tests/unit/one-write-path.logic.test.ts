import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One write path (docs/guide/architecture.md#one-write-path), kept by eslint.config.js: a screen, a component or a
 * feature's own hook calls the API only through an api/ hook. Each case lints one file as if it sat at that path.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function writePathErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const refused: Array<[what: string, file: string, code: string]> = [
  ['a screen writes with useCallMutation', 'src/features/profile/probe-screen.tsx', "import { useCallMutation } from '@/shared/api/use-call-mutation';"],
  ['a component sends with useSendCall', 'src/features/chat/components/probe.tsx', "import { useSendCall } from '@/shared/api/use-call-mutation';"],
  ['a feature hook beside the screens sends with sendCall', 'src/features/chat/use-probe.ts', "import { sendCall } from '@/shared/api/use-call-mutation';"],
  ['a member component writes with useCallMutation', 'src/member/location/probe-dialog.tsx', "import { useCallMutation } from '@/shared/api/use-call-mutation';"],
  ['a screen sends a second body shape', 'src/features/signup/probe-screen.tsx', "import { useCallShapeMutation } from '@/shared/api/use-call-shape-mutation';"],
  ['a screen calls the client', 'src/features/filter/probe-screen.tsx', "import { api } from '@/shared/api/api';"],
  ['the app calls the client', 'src/app/probe.ts', "import { api } from '@/shared/api/api';"],
  ['shared code outside shared/api calls the client by a relative path', 'src/shared/chat/probe.ts', "import { api } from '../api/api';"],
];

const allowed: Array<[what: string, file: string, code: string]> = [
  ['a feature’s api/ hook builds on useCallMutation', 'src/features/profile/api/use-probe.ts', "import { useCallMutation } from '@/shared/api/use-call-mutation';"],
  ['a member api/ hook builds on useCallMutation', 'src/member/location/api/use-probe.ts', "import { useCallMutation } from '@/shared/api/use-call-mutation';"],
  ['a feature’s api/ hook sends a second body shape', 'src/features/signup/api/use-probe.ts', "import { useCallShapeMutation } from '@/shared/api/use-call-shape-mutation';"],
  ['shared/api uses the client', 'src/shared/api/probe.ts', "import { api } from './api';"],
  ['a call outside React goes through sendInBackground', 'src/app/probe.ts', "import { sendInBackground } from '@/shared/api/send-in-background';"],
  ['the composition root holds the calls until the fake backend listens', 'src/main.tsx', "import { holdCallsUntil } from '@/shared/api/api';"],
  ['a test calls the client', 'tests/unit/probe.test.ts', "import { api } from '@/shared/api/api';"],
];

describe('one write path (eslint.config.js)', () => {
  it.each(refused)('refuses it when %s', async (_what, file, code) => {
    const errors = await writePathErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Calls go through the feature's api/ hooks");
  });

  it.each(allowed)('allows it when %s', async (_what, file, code) => {
    expect(await writePathErrors(file, code)).toEqual([]);
  });
});
