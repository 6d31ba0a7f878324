"""``python -m studio.cli``: the ``trictrac`` command."""

import sys

from studio.cli import main

sys.exit(main())
