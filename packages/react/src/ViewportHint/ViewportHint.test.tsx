import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewportWidth, ViewportHintProvider } from './index.ts';

let commits = 0;
const countCommit = () => {
  commits += 1;
};
function Layout() {
  const width = useViewportWidth();
  return <p>{width < 900 ? 'phone layout' : `desktop layout from ${width} px`}</p>;
}

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('ViewportHintProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    commits = 0;
  });

  it('renders layouts for a desktop on the server when nothing is hinted', () => {
    expect(renderToString(<Layout />)).toBe('<p>desktop layout from 1200 px</p>');
  });

  it("renders a phone's layout on the server when the request looked like a phone", () => {
    expect(renderToString(<ViewportHintProvider width={390}>{<Layout />}</ViewportHintProvider>)).toBe('<p>phone layout</p>');
  });

  it('hydrates a phone 412 px wide that the server guessed at 390 px without rendering again', async () => {
    const page = (
      <Profiler id="page" onRender={countCommit}>
        <ViewportHintProvider width={390}>
          <Layout />
        </ViewportHintProvider>
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    setWindowWidth(412);
    commits = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('phone layout');
    expect(commits).toBe(1);
  });

  it('follows the window once hydrated when the guess was wrong, and when it is resized across a breakpoint', async () => {
    const page = (
      <ViewportHintProvider width={390}>
        <Layout />
      </ViewportHintProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    setWindowWidth(1300);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('desktop layout from 1200 px');
    setWindowWidth(600);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(container.textContent).toBe('phone layout');
  });
});
