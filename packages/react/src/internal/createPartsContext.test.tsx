import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPartsContext } from './createPartsContext.ts';

const [GreetingContext, useGreetingContext] = createPartsContext<{ name: string }>('Greeting');

function Name() {
  return <p>{useGreetingContext('Name').name}</p>;
}

describe('createPartsContext', () => {
  it("gives a part its Root's value", () => {
    render(
      <GreetingContext value={{ name: 'Ada' }}>
        <Name />
      </GreetingContext>,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('names the part and its Root when a part is used outside it', () => {
    expect(() => render(<Name />)).toThrow('Greeting.Name must be inside Greeting.Root');
  });
});
