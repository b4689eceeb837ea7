"""``python -m wordfinder``: the same as the ``wordfinder`` command."""

from .query import main

main()
