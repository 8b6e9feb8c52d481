/**
 * jsdom's `labels` and `label.control`, answered without walking the whole document once per label.
 *
 * Testing-library names every candidate of a `getByRole(…, { name })` query through
 * dom-accessibility-api, which reads `element.labels` for each button, input, select and text area.
 * jsdom answers that by walking the whole document and, for each label on the way, walking the
 * document again to find its `for` target: a form page of 3,000 nodes and 30 labels cost about
 * 90,000 node visits per candidate, over a tenth of the jsdom tests' time. The answers here are the
 * HTML standard's, as jsdom's are: the labels in tree order whose control is the element; a label's
 * control is the element its `for` names (by the document's id index) when labelable, else its
 * first labelable descendant.
 */

const LABELABLE = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';

function isLabelable(element: Element | null): element is HTMLElement {
  return element !== null && element.matches(LABELABLE);
}

/** The first element in tree order with this id, in a tree that is not in a document. */
function firstWithId(root: Element, id: string): Element | null {
  if (root.id === id) return root;
  return [...root.querySelectorAll('[id]')].find((element) => element.id === id) ?? null;
}

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for') ?? '';
    if (id === '') return null;
    const root = label.getRootNode();
    const target = root instanceof Document || root instanceof DocumentFragment ? root.getElementById(id) : root instanceof Element ? firstWithId(root, id) : null;
    return isLabelable(target) ? target : null;
  }
  return label.querySelector<HTMLElement>(LABELABLE);
}

function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  const root = element.getRootNode();
  const labels: HTMLLabelElement[] = [];
  if (root instanceof HTMLLabelElement) labels.push(root);
  if (root instanceof Document || root instanceof DocumentFragment || root instanceof Element) labels.push(...root.querySelectorAll('label'));
  return labels.filter((label) => controlOf(label) === element);
}

const INSTALLED = Symbol.for('fieldline.fastLabels');

/** Installs the two getters on jsdom's element classes (once per window). */
export function installFastLabels(): void {
  if (typeof HTMLLabelElement === 'undefined') return;
  const prototype = HTMLLabelElement.prototype as HTMLLabelElement & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  for (const type of [HTMLButtonElement, HTMLInputElement, HTMLMeterElement, HTMLOutputElement, HTMLProgressElement, HTMLSelectElement, HTMLTextAreaElement]) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        // A hidden input has no labels (null, as the standard says).
        if (this instanceof HTMLInputElement && this.type === 'hidden') return null;
        return labelsOf(this);
      },
    });
  }
}
