import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '@/shared/api/errors';
import { oneTimeCodeSchema, WHOLE_CODE } from '@/shared/forms/one-time-code';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { NoticeRegion } from '@/shared/ui/notice';

const nameSchema = z.object({ name: z.string().check(z.minLength(1, { message: 'Fill in the name' })) });

/** Two forms of one widget, speaking in one place, the second's only rule left unworded. */
function TwoSteps({ onCode }: { onCode: (code: string) => void }) {
  const notice = useNotice(NOTICE_MS.error);
  const describe = (problem: string) => (problem === WHOLE_CODE ? null : problem);
  const nameForm = useNoticeForm({ schema: nameSchema, defaultValues: { name: '' }, describe, notice, onValid: () => undefined });
  const codeForm = useNoticeForm({
    schema: oneTimeCodeSchema(4),
    defaultValues: { code: '' },
    describe,
    notice,
    onValid: ({ code }) => {
      onCode(code);
      throw new ApiError('refused', 'webverifyotp', 'The OTP is not valid');
    },
  });
  return (
    <>
      <form aria-label="Name step" onSubmit={nameForm.onSubmit} noValidate>
        <input aria-label="Your name" {...nameForm.register('name')} />
        <button type="submit">Next</button>
      </form>
      <form aria-label="Code step" onSubmit={codeForm.onSubmit} noValidate>
        <input aria-label="Code" {...codeForm.register('code')} />
        <button type="submit">Verify</button>
      </form>
      <NoticeRegion notice={notice.notice} />
    </>
  );
}

describe('useNoticeForm', () => {
  it('shows the messages of several forms in the place they share', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    render(<TwoSteps onCode={onCode} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill in the name');
    // The second form's refusal replaces the first's message, in the same place, in the server's words.
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onCode).toHaveBeenCalledWith('1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is not valid');
  });

  it('has the focus on the field at fault when its message shows: typing begun at once stays where it was begun', async () => {
    const user = userEvent.setup();
    render(<TwoSteps onCode={vi.fn()} />);
    const focusedAsShown: Array<Element | null> = [];
    const observer = new MutationObserver(() => {
      if (focusedAsShown.length === 0 && screen.queryByRole('alert')) focusedAsShown.push(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    observer.disconnect();
    expect(focusedAsShown).toEqual([screen.getByLabelText('Your name')]);
  });

  it('shows nothing for a problem without words, and sends nothing', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    render(<TwoSteps onCode={onCode} />);
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCode).not.toHaveBeenCalled();
  });
});
