import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from '@/components/markdown';

describe('Markdown', () => {
  it('renders markdown but never raw HTML', () => {
    const { container } = render(
      <Markdown content={'# Title\n\nSome **bold** text.\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps only http(s) and mailto links, with rel="noopener noreferrer"', () => {
    render(<Markdown content={'[site](https://example.com) [mail](mailto:a@b.co) [bad](javascript:alert(1))'} />);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://example.com');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.co');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('renders GFM tables as tables, not pipes', () => {
    const { container } = render(
      <Markdown content={'| Figure | Age |\n|---|---|\n| ARR $1.2M | 14 months |\n| TAM $40B | 3 years |'} />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Figure' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ARR $1.2M' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(container.textContent).not.toContain('|');
  });

  it('safeUrl drops other protocols and relative paths', () => {
    expect(safeUrl(' https://x.io/a ')).toBe('https://x.io/a');
    expect(safeUrl('data:text/html,hi')).toBe('');
    expect(safeUrl('/api/admin/users')).toBe('');
  });
});
