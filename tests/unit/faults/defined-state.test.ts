import { describe, expect, it } from 'vitest';
import { judgeScreen } from './defined-state';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const retryable = { retryable: true } as const;
const login = { named: 'Welcome back', label: 'the login' };

describe('judgeScreen', () => {
  it('refuses a blank screen', () => {
    expect(judgeScreen(page('<main><div></div></main>'), retryable)).toEqual({ held: false, reason: 'blank screen' });
  });

  it('refuses a spinner left turning, even beside the expected state', () => {
    const spinner = '<div role="status" aria-live="polite"><span>Loading the feeds…</span></div>';
    expect(judgeScreen(page(`<h1>Welcome back</h1>${spinner}`), login).held).toBe(false);
    expect(judgeScreen(page('<h1>Welcome back</h1><div aria-busy="true">x</div>'), login).held).toBe(false);
  });

  it("accepts a status that is not a loader (an empty state's text)", () => {
    expect(judgeScreen(page('<p role="status">No Visitors</p>'), { named: 'No Visitors', label: 'the empty state' }).held).toBe(true);
  });

  it('accepts the named route or message, and only that when one is named', () => {
    expect(judgeScreen(page('<h1>Welcome back</h1>'), login).held).toBe(true);
    const error = '<p role="alert">Something went wrong</p><button>Try again</button>';
    expect(judgeScreen(page(error), login).held).toBe(false);
  });

  it('otherwise wants an alert and a retry that can be pressed', () => {
    expect(judgeScreen(page('<p role="alert">Something went wrong</p><button>Try again</button>'), retryable).held).toBe(true);
    expect(judgeScreen(page('<p role="alert">Something went wrong</p>'), retryable).held).toBe(false);
    expect(judgeScreen(page('<p>Something went wrong</p><button>Try again</button>'), retryable).held).toBe(false);
    expect(judgeScreen(page('<p role="alert">Something went wrong</p><button disabled>Try again</button>'), retryable).held).toBe(false);
    expect(judgeScreen(page('<p role="alert"></p><button>Try again</button>'), retryable).held).toBe(false);
  });
});
