// Browser tests drive Debian's Chromium (never a downloaded browser build). Install it when missing.
import { ensureDebianPackages } from './ensure-debian-package.mjs';

ensureDebianPackages([{ path: '/usr/bin/chromium', pkg: 'chromium' }]);
