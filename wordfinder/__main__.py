"""``python -m wordfinder``: the same as the ``wordfinder`` command."""

from .entry import main

main()
