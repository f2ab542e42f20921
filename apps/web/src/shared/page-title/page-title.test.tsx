// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageTitle, pageTitle } from './page-title';

describe('PageTitle', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Paydesk</title>';
  });

  it('sets document.title in the one <title> of the page', () => {
    render(<PageTitle title={pageTitle('Sign in to Paydesk')} />);
    expect(document.title).toBe('Sign in to Paydesk · Paydesk');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('follows a new title and gives the previous one back when the page goes', () => {
    const { rerender, unmount } = render(<PageTitle title="Dashboard · Paydesk" />);
    rerender(<PageTitle title="Dashboard · Blue Harbor Bistro" />);
    expect(document.title).toBe('Dashboard · Blue Harbor Bistro');
    unmount();
    expect(document.title).toBe('Paydesk');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
