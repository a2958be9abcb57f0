/** The shortcuts modal of the canvas, listed from the same command records the keys run. */
import { Modal } from '../../app/Modal';
import { shortcutsList } from '../../commands';

export function TreeShortcutsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard and mouse shortcuts">
      {shortcutsList().map((section) => (
        <table key={section.id} className="shortcuts">
          <caption>{section.title}</caption>
          <tbody>
            {section.entries.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  <kbd>{e.kbd}</kbd>
                </th>
                <td>{e.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Modal>
  );
}
