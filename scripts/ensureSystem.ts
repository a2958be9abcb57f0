/**
 * Checks the Debian packages the tests need (Chromium, CJK fonts, PostgreSQL, Tesseract with its Chinese models). As root with
 * apt-get it installs what is missing; elsewhere it stops with one message naming what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBinDir } from '../tests/harness/postgresCluster';

interface Need {
  pkg: string;
  present: () => boolean;
}

const needs: Need[] = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  {
    pkg: 'fonts-noto-cjk',
    present: () => spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi "Noto Sans CJK"']).status === 0,
  },
  { pkg: 'postgresql', present: () => process.env.TEST_DATABASE_URL !== undefined || postgresBinDir() !== undefined },
  // Zupu OCR: the Tesseract command and its Chinese models (vertical traditional, traditional, simplified).
  { pkg: 'tesseract-ocr', present: () => spawnSync('sh', ['-c', 'command -v tesseract']).status === 0 },
  ...['chi_tra_vert', 'chi_tra', 'chi_sim'].map((lang) => ({
    pkg: `tesseract-ocr-${lang.replace(/_/g, '-')}`,
    present: () => spawnSync('sh', ['-c', `tesseract --list-langs 2>/dev/null | grep -qx ${lang}`]).status === 0,
  })),
];

export function ensureSystem(): void {
  const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Missing system packages for the tests. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`Installing missing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
