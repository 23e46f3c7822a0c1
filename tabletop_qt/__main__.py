from __future__ import annotations

from tabletop_qt.app import main

raise SystemExit(main())
