import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignupWizard } from '@/features/signup/components/signup-wizard';
import { providePorts } from '@/shared/ports/ports';
import { fakePorts } from '@mocks/fakes';
import { newMemberDetails } from '@mocks/factories/signup';
import { renderScreen } from '../support/render';

beforeEach(() => providePorts(fakePorts));

/** The step indicator as it reads: each step's number and name, in order. */
async function stepsShown(): Promise<string[]> {
  const wizard = await screen.findByRole('dialog', { name: 'Signup' });
  const steps = within(wizard).getByRole('list', { name: 'Sign-up steps' });
  return within(steps)
    .getAllByRole('listitem')
    .map((step) => step.textContent ?? '');
}

describe("the sign-up wizard's step indicator", () => {
  it('numbers the steps in the order they come: Verification is step 1, not 5', async () => {
    await renderScreen(<SignupWizard details={newMemberDetails} emailVerified="enabled" onClose={() => undefined} />);
    expect(await stepsShown()).toEqual(['1Verification', '2I am here to', '3Photo', '4Interest', '5Location']);
    const heading = screen.getByRole('heading', { level: 3, name: 'Verification' });
    expect(heading).toHaveTextContent('1Verification');
  });

  it('leaves out the verification when the server asks for no mail code', async () => {
    await renderScreen(<SignupWizard details={newMemberDetails} emailVerified="disabled" onClose={() => undefined} />);
    expect(await stepsShown()).toEqual(['1I am here to', '2Photo', '3Interest', '4Location']);
  });
});
