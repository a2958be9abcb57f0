/** A region that takes files dropped on it, with a visible cue while files are dragged over it. */
import { useRef, useState, type ReactNode } from 'react';

export function DropZone({ onFiles, className, label, children }: { onFiles: (files: File[]) => void; className?: string; label: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the cue does not flicker.
  const depth = useRef(0);
  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <section
      aria-label={label}
      className={`${className ?? ''}${over ? ' drop-zone--over' : ''}`}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(files);
      }}
    >
      {children}
    </section>
  );
}
