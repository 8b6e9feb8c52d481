import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '@/lib/preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test resolves by hand, counting its calls. */
function manualLoader() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
      return new Promise<typeof Greeting>((done) => {
        resolve = done;
      });
    },
    resolve: (component: typeof Greeting) => resolve(component),
  };
  return loader;
}

const view = (Component: (props: { name: string }) => React.ReactElement) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component name="Ada" />
  </Suspense>
);

describe('preloadableLazy', () => {
  it('shows the fallback until the code arrives when it was not preloaded', async () => {
    const loader = manualLoader();
    const Lazy = preloadableLazy(loader.load);
    render(view(Lazy));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => loader.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders in the first commit, without the fallback, once preloaded; the code loads once', async () => {
    const loader = manualLoader();
    const Lazy = preloadableLazy(loader.load);
    const preloaded = Lazy.preload();
    void Lazy.preload();
    loader.resolve(Greeting);
    await preloaded;
    render(view(Lazy));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const Lazy = preloadableLazy(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(view(Lazy));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
