"""`python -m kerasmem` runs the kerasmem command."""

from kerasmem.cli import main

raise SystemExit(main())
