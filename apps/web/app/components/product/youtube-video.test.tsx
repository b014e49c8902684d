// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { YouTubeVideo } from './youtube-video';

afterEach(cleanup);

describe('YouTubeVideo', () => {
  it('loads the privacy-enhanced player only after a click', () => {
    const { container } = render(
      <YouTubeVideo video="https://youtu.be/dQw4w9WgXcQ" title="Botín Prueba" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver video' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('shows nothing for a value that is not a YouTube video', () => {
    const { container } = render(<YouTubeVideo video="hola" title="Botín Prueba" />);
    expect(container.innerHTML).toBe('');
  });
});
