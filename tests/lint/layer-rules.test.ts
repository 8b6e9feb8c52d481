import { ESLint, RuleTester } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { featureNames } from '../../eslint/feature-graph.js';
import { featureBoundaryPolicies, layerElements } from '../../eslint/layers.js';
import { noFeatureCycles } from '../../eslint/no-feature-cycles.js';

const projectResolver = createRequire(import.meta.url)('../../eslint/project-resolver.cjs') as { path: string };
const fixtures = 'tests/lint/fixtures/features';

/** The project's layer policies (the same objects eslint.config.js uses) on one source text. */
async function layerMessages(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { boundaries },
        settings: { 'import/resolver': { [projectResolver.path]: {} }, 'boundaries/elements': layerElements, 'boundaries/legacy-warnings': false },
        rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: featureBoundaryPolicies }] },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('feature layering', () => {
  it('refuses a deep import into another feature', async () => {
    const messages = await layerMessages("import { customerListDefaults } from '@/features/customers/model/customer-list';", 'src/features/intake/components/probe.tsx');
    expect(messages).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it("allows another feature's index.ts and the feature's own files", async () => {
    expect(await layerMessages("import { CustomerPicker } from '@/features/customers';", 'src/features/intake/components/probe.tsx')).toEqual([]);
    expect(await layerMessages("import { intakeKeys } from '../api/intake-keys';", 'src/features/intake/components/probe.tsx')).toEqual([]);
  });

  it('keeps shared folders and the mock backend away from features', async () => {
    expect(await layerMessages("import { CustomerPicker } from '@/features/customers';", 'src/lib/probe.ts')).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(await layerMessages("import { CustomerPicker } from '@/features/customers';", 'src/components/probe.tsx')).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(await layerMessages("import { CustomerPicker } from '../../src/features/customers';", 'mocks/handlers/probe.ts')).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(await layerMessages("import { formatDate } from '../../src/lib/format';", 'mocks/handlers/probe.ts')).toEqual([]);
  });

  it('keeps features away from the app', async () => {
    expect(await layerMessages("import { App } from '@/app/app';", 'src/features/intake/components/probe.tsx')).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });
});

describe('feature list', () => {
  it('is read from the folder, so a new feature is covered without editing the lint config', () => {
    expect(featureNames(fixtures)).toEqual(['alpha', 'beta', 'gamma']);
    expect(featureNames('src/features')).toEqual(expect.arrayContaining(['appointments', 'customers', 'demo', 'intake', 'shell', 'storage']));
  });
});

describe('fieldline/no-feature-cycles', () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
  const options = [{ featuresDir: fixtures, aliasRoot: 'tests/lint/fixtures' }];

  it('reports both ends of a cycle between two features and leaves one-way use alone', () => {
    tester.run('no-feature-cycles', noFeatureCycles, {
      valid: [{ code: "import { alphaName } from '../alpha';", filename: `${fixtures}/gamma/index.ts`, options }],
      invalid: [
        { code: "import { betaName } from '../beta';", filename: `${fixtures}/alpha/index.ts`, options, errors: [{ messageId: 'cycle' }] },
        { code: "import { alphaName } from '../alpha';", filename: `${fixtures}/beta/uses-alpha.ts`, options, errors: [{ messageId: 'cycle' }] },
      ],
    });
  });
});
