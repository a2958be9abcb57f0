import { shortcutsModalStore } from './chromeState';
import { Modal } from './Modal';
import { pointerShortcuts, selectionShortcuts, type ShortcutItem } from './shortcuts';
import { useStore } from './store';

function Table({ caption, items }: { caption: string; items: ShortcutItem[] }) {
  return (
    <table className="shortcuts">
      <caption>{caption}</caption>
      <tbody>
        {items.map((item) => (
          <tr key={item.keys}>
            <th scope="row">
              <kbd>{item.keys}</kbd>
            </th>
            <td>{item.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tree shortcuts, opened from the Help menu. */
export function ShortcutsModal({ pointer = pointerShortcuts, selection = selectionShortcuts }) {
  const open = useStore(shortcutsModalStore);
  return (
    <Modal open={open} onClose={() => shortcutsModalStore.set(false)} title="Keyboard and mouse shortcuts">
      <Table caption="In the tree" items={pointer} />
      <Table caption="With a person selected" items={selection} />
    </Modal>
  );
}
